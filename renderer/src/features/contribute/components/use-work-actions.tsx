import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from 'antd-mobile';
import { CONTRIBUTION_STATUS, type Contribution } from '@/contracts/api/contribute';
import { showSuccess } from '@/lib/toast';
import { loadUserInfo } from '@/stores/session-actions';
import { deleteContribution, takeContributionOffline, withdrawContribution } from '../api/contribute-api';
import { draftKey } from '../lib/local-draft';
import { idbPendingImages } from '../lib/pending-images-idb';
import { rejectReasonOf, type WorkAction } from '../lib/work-actions';
import './contribute.css';

/** A deleted work's body images still kept on the phone (failed uploads) go with it. */
const forgetImages = (id: number) => async (): Promise<string> => {
  const user = await loadUserInfo();
  if (user) await idbPendingImages.clearDraft(draftKey('contribute', user.id, id));
  return '已删除';
};

type Pending = { title: string; content: string; confirmText: string; danger: boolean; run?: () => Promise<string> };

/**
 * Runs a work's action: the ones that lose something (delete, withdraw, offline) ask first, and
 * after any change `onChanged` reloads the list and counts. Returns the handler and its dialog.
 */
export function useWorkActions(onChanged: () => void): { handle: (action: WorkAction, work: Contribution) => void; dialog: ReactNode } {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = (p: Pending) => setPending(p);
  const handle = (action: WorkAction, work: Contribution) => {
    if (action === 'edit') void navigate(`/contribute/add/${work.id}`);
    else if (action === 'reason') ask({ title: work.status === CONTRIBUTION_STATUS.PUBLISHED ? '修改稿未通过原因' : '未通过原因', content: rejectReasonOf(work), confirmText: '知道了', danger: false });
    else if (action === 'delete') ask({ title: '删除作品', content: `确定删除《${work.title}》吗？删除后不可恢复。`, confirmText: '删除', danger: true, run: () => deleteContribution(work.id).then(forgetImages(work.id)) });
    else if (action === 'withdraw') {
      const revision = work.status === CONTRIBUTION_STATUS.PUBLISHED;
      const content = revision ? '撤回后修改稿可继续修改，读者看到的仍是已发布的版本。' : '撤回后作品回到草稿箱，修改后可重新提交。';
      ask({ title: revision ? '撤回修改稿' : '撤回审核', content, confirmText: '撤回', danger: false, run: () => withdrawContribution(work.id).then(() => '已撤回') });
    }
    else ask({ title: '下架作品', content: work.revision ? '下架后读者将看不到这篇作品；未审核的修改稿成为下架作品的内容，可编辑后重新提交审核。' : '下架后读者将看不到这篇作品，可编辑后重新提交审核。', confirmText: '下架', danger: true, run: () => takeContributionOffline(work.id).then(() => '已下架') });
  };
  const close = () => setPending(null);
  const confirm = () => {
    const run = pending?.run;
    close();
    if (!run) return;
    // A failure was already shown by the HTTP client's toast; the list stays as it was.
    run().then((msg) => {
      showSuccess(msg);
      onChanged();
    }, () => undefined);
  };
  const dialog = (
    <Dialog
      className="contribute-colors"
      visible={pending !== null}
      title={pending?.title}
      content={pending?.content}
      onClose={close}
      actions={[
        pending?.run
          ? [
              { key: 'cancel', text: '取消', onClick: close },
              { key: 'confirm', text: pending.confirmText, danger: pending.danger, bold: true, onClick: confirm },
            ]
          : [{ key: 'confirm', text: pending?.confirmText ?? '知道了', bold: true, onClick: close }],
      ]}
    />
  );
  return { handle, dialog };
}
