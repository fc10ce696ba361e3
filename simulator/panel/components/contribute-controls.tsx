import { useState } from 'react';
import type { PanelHost } from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { panelMockApi, type ControlResult } from '../panel-mock-api';
import { ActionMessage } from './action-message';

type ReviewedWork = ControlResult<'contributeReview'>;

const resultText = (w: ReviewedWork, approve: boolean): string =>
  w.revision
    ? `《${w.title}》的${w.revision.statusText}（读者仍看到已发布的版本）`
    : `《${w.title}》${approve ? '已通过' : '已驳回'}，现为${w.statusText}`;

/**
 * QA in the editors' place: approve a contribution under review (or a published work's revision),
 * or reject it with the reason its writer will read. The work's id is in its detail page's address.
 */
export function ContributeControls({ host }: { host: PanelHost }) {
  const api = panelMockApi(host);
  const [id, setId] = useState('');
  const [reason, setReason] = useState('');
  const { busy, message, run } = useAction();

  const review = (approve: boolean) =>
    void run(
      async () => {
        const n = /^\d+$/.test(id.trim()) ? Number(id.trim()) : 0;
        if (!n) throw new Error('请填写投稿 ID（正整数）');
        if (!approve && reason.trim().length > 200) throw new Error('驳回原因最多200字');
        const why = approve ? '' : reason.trim();
        return api.contributeReview({ body: { id: n, approve, ...(why ? { reason: why } : {}) } });
      },
      (w) => resultText(w, approve),
    );

  return (
    <section className="card" aria-label="投稿审核（QA）">
      <h2>投稿审核（QA）</h2>
      <form className="row" aria-label="审核投稿" noValidate onSubmit={(e) => e.preventDefault()}>
        <label>
          投稿 ID（投稿详情地址中的数字）
          <input
            value={id}
            inputMode="numeric"
            onChange={(e) => setId(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <label>
          驳回原因（可空，默认“内容不符合投稿要求”）
          <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="button" disabled={busy} onClick={() => review(true)}>
          通过
        </button>
        <button type="button" disabled={busy} onClick={() => review(false)}>
          驳回
        </button>
      </form>
      <ActionMessage message={message} />
    </section>
  );
}
