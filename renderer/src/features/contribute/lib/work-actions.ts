import { CONTRIBUTION_STATUS as S, type Contribution } from '@/contracts/api/contribute';

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
 * The actions a work allows: under review it can only be withdrawn (editors are reading it);
 * published it can be edited (a revision, reviewed while readers keep the published version) or
 * taken offline, and while its revision is under review that revision can be withdrawn; a rejected
 * work or revision shows its reason.
 */
export function actionsFor(work: Pick<Contribution, 'status' | 'revision'>): WorkAction[] {
  switch (work.status) {
    case S.DRAFT:
      return ['edit', 'delete'];
    case S.REVIEWING:
      return ['withdraw'];
    case S.PUBLISHED:
      if (work.revision?.status === S.REVIEWING) return ['withdraw', 'offline'];
      return work.revision?.status === S.REJECTED
        ? ['reason', 'edit', 'offline']
        : ['edit', 'offline'];
    case S.REJECTED:
      return ['reason', 'edit', 'delete'];
    case S.OFFLINE:
      return ['edit', 'delete'];
    default:
      return [];
  }
}

/** Why the editors said no: the work's reason, or its revision's for a published work. */
export const rejectReasonOf = (
  work: Pick<Contribution, 'status' | 'rejectReason' | 'revision'>,
): string =>
  (work.status === S.PUBLISHED ? work.revision?.rejectReason : work.rejectReason) ??
  '内容不符合投稿要求';

/** The /delivery tabs: 全部 and the four states of the review flow, each with its count key. */
export const WORK_TABS = [
  { key: 'all', title: '全部', status: undefined },
  { key: 'draft', title: '草稿', status: S.DRAFT },
  { key: 'reviewing', title: '审核中', status: S.REVIEWING },
  { key: 'published', title: '已发布', status: S.PUBLISHED },
  { key: 'rejected', title: '未通过', status: S.REJECTED },
] as const;
export type WorkTabKey = (typeof WORK_TABS)[number]['key'];
