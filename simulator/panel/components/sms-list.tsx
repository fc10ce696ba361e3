import { useCallback, useEffect, useState } from 'react';
import type { PanelHost } from '../../host-contract';
import { panelMockApi, type SmsRecord } from '../panel-mock-api';
import { LogTable, logTime } from './log-table';

/** How often the list re-reads the outbox by itself: a code may be sent by a phone whose requests the host does not see (a browser outside the simulator, curl, a test). */
export const SMS_REFRESH_MS = 3000;

/** SMS codes the mock API "sent", newest first; refreshed when a phone makes a request and every few seconds. */
export function SmsList({ host }: { host: PanelHost }) {
  const [records, setRecords] = useState<SmsRecord[]>([]);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    panelMockApi(host)
      .smsCodes()
      .then(
        (list) => {
          setRecords(list);
          setError(null);
        },
        (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
      );
  }, [host]);
  useEffect(() => {
    load();
    // A phone's request may have sent one: re-read at once rather than at the next tick.
    const unsubscribe = host.subscribe((event) => {
      if (event.type === 'network-log') load();
    });
    const timer = setInterval(load, SMS_REFRESH_MS);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [host, load]);
  return (
    <section className="card" aria-label="短信验证码">
      <header>
        <h2>短信验证码</h2>
        <button type="button" onClick={load}>
          刷新
        </button>
      </header>
      {error && (
        <p className="message message-error" role="alert">
          {error}
        </p>
      )}
      <LogTable
        columns={['手机号', '验证码', '时间', '状态']}
        entries={records}
        empty="还没有发送过验证码。"
        row={(r) => (
          <tr key={`${r.phone}-${r.sentAt}-${r.code}`}>
            <td>{r.phone}</td>
            <td>
              <strong className="code">{r.code}</strong>
            </td>
            <td>{logTime(r.sentAt)}</td>
            <td>{r.used ? '已使用' : '未使用'}</td>
          </tr>
        )}
      />
    </section>
  );
}
