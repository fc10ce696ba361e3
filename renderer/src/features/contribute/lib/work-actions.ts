import { CONTRIBUTION_STATUS as S } from '@/contracts/api/contribute';

/** What a writer can do with a work in /delivery. */
export type WorkAction = 'edit' | 'delete' | 'withdraw' | 'offline' | 'reason';

export const WORK_ACTION_TEXT: Record<WorkAction, string> = {
  edit: '编辑',
  delete: '删除',
  withdraw: '撤回',
  offline: '下架',
  reason: '查看原因',
};

/**
 * The actions a work's status allows: under review it can only be withdrawn (editors are reading
 * it); published it can be edited (a revision) or taken offline; a rejected one shows its reason.
 */
export function actionsFor(status: number): WorkAction[] {
  switch (status) {
    case S.DRAFT:
      return ['edit', 'delete'];
    case S.REVIEWING:
      return ['withdraw'];
    case S.PUBLISHED:
      return ['offline'];
    case S.REJECTED:
      return ['reason', 'edit', 'delete'];
    case S.OFFLINE:
      return ['edit', 'delete'];
    default:
      return [];
  }
}

/** The /delivery tabs: 全部 and the four states of spec'd review flow, each with its count key. */
export const WORK_TABS = [
  { key: 'all', title: '全部', status: undefined },
  { key: 'draft', title: '草稿', status: S.DRAFT },
  { key: 'reviewing', title: '审核中', status: S.REVIEWING },
  { key: 'published', title: '已发布', status: S.PUBLISHED },
  { key: 'rejected', title: '未通过', status: S.REJECTED },
] as const;
export type WorkTabKey = (typeof WORK_TABS)[number]['key'];
