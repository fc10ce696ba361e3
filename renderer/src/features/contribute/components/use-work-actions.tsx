import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CONTRIBUTION_STATUS, type Contribution } from '@/contracts/api/contribute';
import { showSuccess } from '@/lib/toast';
import {
  deleteContribution,
  takeContributionOffline,
  withdrawContribution,
} from '../api/contribute-api';
import { rejectReasonOf, type WorkAction } from '../lib/work-actions';
import type { PendingAction } from './work-action-dialog';

// The dialog (antd-mobile's) and the phone's image store load when the writer first taps an
// action: /delivery's first render stays light (its Lighthouse score).
const WorkActionDialog = lazy(() =>
  import('./work-action-dialog').then((m) => ({ default: m.WorkActionDialog })),
);
const forgetImages = (id: number) => async (): Promise<string> => {
  // The server has deleted the work: a phone that cannot clear its copies still reloads the list.
  await import('../lib/forget-work-images')
    .then((m) => m.forgetWorkImages(id))
    .catch(() => undefined);
  return '已删除';
};

/**
 * Runs a work's action: the ones that lose something (delete, withdraw, offline) ask first, and
 * after any change `onChanged` reloads the list and counts. Returns the handler and its dialog.
 */
export function useWorkActions(onChanged: () => void): {
  handle: (action: WorkAction, work: Contribution) => void;
  dialog: ReactNode;
} {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingAction | null>(null);
  // Mounted from the first ask on, and kept: the dialog's closing animation needs it.
  const [asked, setAsked] = useState(false);
  const ask = (p: PendingAction) => {
    setAsked(true);
    setPending(p);
  };
  const handle = (action: WorkAction, work: Contribution) => {
    if (action === 'edit') void navigate(`/contribute/add/${work.id}`);
    else if (action === 'reason')
      ask({
        title: work.status === CONTRIBUTION_STATUS.PUBLISHED ? '修改稿未通过原因' : '未通过原因',
        content: rejectReasonOf(work),
        confirmText: '知道了',
        danger: false,
      });
    else if (action === 'delete')
      ask({
        title: '删除作品',
        content: `确定删除《${work.title}》吗？删除后不可恢复。`,
        confirmText: '删除',
        danger: true,
        run: () => deleteContribution(work.id).then(forgetImages(work.id)),
      });
    else if (action === 'withdraw') {
      const revision = work.status === CONTRIBUTION_STATUS.PUBLISHED;
      const content = revision
        ? '撤回后修改稿可继续修改，读者看到的仍是已发布的版本。'
        : '撤回后作品回到草稿箱，修改后可重新提交。';
      ask({
        title: revision ? '撤回修改稿' : '撤回审核',
        content,
        confirmText: '撤回',
        danger: false,
        run: () => withdrawContribution(work.id).then(() => '已撤回'),
      });
    } else
      ask({
        title: '下架作品',
        content: work.revision
          ? '下架后读者将看不到这篇作品；未审核的修改稿成为下架作品的内容，可编辑后重新提交审核。'
          : '下架后读者将看不到这篇作品，可编辑后重新提交审核。',
        confirmText: '下架',
        danger: true,
        run: () => takeContributionOffline(work.id).then(() => '已下架'),
      });
  };
  const close = () => setPending(null);
  const confirm = () => {
    const run = pending?.run;
    close();
    if (!run) return;
    // A failure was already shown by the HTTP client's toast; the list stays as it was.
    run().then(
      (msg) => {
        showSuccess(msg);
        onChanged();
      },
      () => undefined,
    );
  };
  const dialog = asked ? (
    <Suspense fallback={null}>
      <WorkActionDialog pending={pending} onClose={close} onConfirm={confirm} />
    </Suspense>
  ) : null;
  return { handle, dialog };
}
