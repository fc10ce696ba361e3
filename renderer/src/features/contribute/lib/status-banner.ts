import { CONTRIBUTION_STATUS as S, type Contribution } from '@/contracts/api/contribute';
import { formatDate } from '@/lib/format';

export type StatusBanner = { tone: 'info' | 'success' | 'danger'; text: string };

type BannerWork = Pick<Contribution, 'status' | 'rejectReason' | 'submittedAt' | 'updatedAt'> &
  Partial<Pick<Contribution, 'publishedAt' | 'revision'>>;

/** What the writer is told at the top of a work: where it stands in review and why. */
export function statusBannerOf(work: BannerWork): StatusBanner {
  switch (work.status) {
    case S.REVIEWING:
      return {
        tone: 'info',
        text: `审核中：${formatDate(work.submittedAt ?? work.updatedAt, 'YYYY-MM-DD HH:mm')} 提交，编辑审核后会通知你`,
      };
    case S.PUBLISHED:
      return {
        tone: 'success',
        text: `已发布：${formatDate(work.publishedAt ?? work.updatedAt, 'YYYY-MM-DD')} 起读者可见`,
      };
    case S.REJECTED:
      return { tone: 'danger', text: `未通过：${work.rejectReason ?? '内容不符合投稿要求'}` };
    case S.OFFLINE:
      return { tone: 'info', text: '已下架：读者看不到这篇作品，修改后可重新提交审核' };
    default:
      return { tone: 'info', text: '草稿：仅你自己可见，提交后进入审核' };
  }
}

/**
 * A published work's revision (修改稿), told apart from the work: readers keep the published version
 * whatever happens to the revision. Null when there is none.
 */
export function revisionBannerOf(
  work: Pick<Contribution, 'status' | 'revision'>,
): StatusBanner | null {
  const r = work.status === S.PUBLISHED ? work.revision : null;
  if (!r) return null;
  if (r.status === S.REVIEWING)
    return {
      tone: 'info',
      text: `修改稿审核中：${formatDate(r.submittedAt ?? r.updatedAt, 'YYYY-MM-DD HH:mm')} 提交，通过前读者看到的仍是已发布的版本`,
    };
  if (r.status === S.REJECTED)
    return {
      tone: 'danger',
      text: `修改稿未通过：${r.rejectReason ?? '内容不符合投稿要求'}。读者看到的仍是已发布的版本`,
    };
  return { tone: 'info', text: '修改稿未提交：提交审核通过后才会替换已发布的版本' };
}
