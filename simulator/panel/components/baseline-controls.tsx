/**
 * 截图基线: the open phones (or one) pictured on the app's main pages with the clock pinned, saved
 * as the baselines or compared with them; the comparison's report (baseline, now and difference
 * side by side, the changed share, the accessibility audit) opens here in the panel.
 */
import { useState } from 'react';
import type { PanelHost, PhoneSummary } from '../../host-contract';
import type { BaselineOutcome } from '../../host-contract/baselines';
import { useAction } from '../hooks/use-action';
import { ActionMessage } from './action-message';

const MODE_LABEL = { app: 'App 内', browser: '浏览器' } as const;

export function BaselineControls({ host, phones }: { host: PanelHost; phones: PhoneSummary[] }) {
  const { busy, message, run } = useAction();
  const [scope, setScope] = useState('all');
  const [outcome, setOutcome] = useState<BaselineOutcome | null>(null);
  const phoneId = phones.some((p) => p.id === scope) ? scope : undefined;
  const start = (action: 'write' | 'compare') =>
    void run(
      async () => {
        setOutcome(null);
        const result = await host.baselines({ action, ...(phoneId ? { phoneId } : {}) });
        setOutcome(result);
        return result;
      },
      (r) =>
        action === 'write'
          ? `已写入 ${r.pictures} 张基线${r.failures.length ? `，${r.failures.length} 个无障碍问题` : ''}`
          : r.failures.length
            ? `${r.pictures} 张截图中有 ${r.failures.length} 处未通过`
            : `${r.pictures} 张截图全部与基线一致`,
    );
  return (
    <section className="card baseline-controls" aria-label="截图基线">
      <div className="row">
        <h2>截图基线</h2>
        <label>
          手机
          <select
            value={phoneId ?? 'all'}
            disabled={busy}
            onChange={(e) => setScope(e.target.value)}
          >
            <option value="all">全部手机</option>
            {phones.map((p) => (
              <option key={p.id} value={p.id}>
                {p.deviceName} {MODE_LABEL[p.mode]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={busy || phones.length === 0}
          onClick={() => start('compare')}
        >
          {busy ? '截图对比中…' : '对比基线'}
        </button>
        <button type="button" disabled={busy || phones.length === 0} onClick={() => start('write')}>
          更新基线
        </button>
      </div>
      <ActionMessage message={message} />
      {outcome && outcome.failures.length > 0 && (
        <ul className="message message-error" aria-label="未通过的截图">
          {outcome.failures.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      )}
      {outcome?.reportUrl && (
        <>
          <a href={outcome.reportUrl} target="_blank" rel="noreferrer">
            在新窗口打开报告
          </a>
          <iframe className="baseline-report" title="截图基线对比报告" src={outcome.reportUrl} />
        </>
      )}
    </section>
  );
}
