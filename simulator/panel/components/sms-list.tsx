import { useCallback, useEffect, useState } from 'react';
import type { PanelHost } from '../host-contract';
import { SimApi, type SmsRecord } from '../sim-api';

const time = (at: number) => new Date(at).toLocaleTimeString('zh-CN', { hour12: false });

/** SMS codes the mock API "sent", newest first; refreshed when a phone makes a request. */
export function SmsList({ host }: { host: PanelHost }) {
  const [records, setRecords] = useState<SmsRecord[]>([]);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    new SimApi(host).sms().then(
      (list) => {
        setRecords(list);
        setError(null);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [host]);
  useEffect(() => {
    load();
    // A new code can only appear after some phone's request: re-read then.
    return host.subscribe((event) => {
      if (event.type === 'network-log') load();
    });
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
      {records.length === 0 ? (
        <p className="muted">还没有发送过验证码。</p>
      ) : (
        <table className="log">
          <thead>
            <tr>
              <th>手机号</th>
              <th>验证码</th>
              <th>时间</th>
              <th>状态</th>
            </tr>
          </thead>
          <tbody>
            {records.map((r) => (
              <tr key={`${r.phone}-${r.sentAt}-${r.code}`}>
                <td>{r.phone}</td>
                <td>
                  <strong className="code">{r.code}</strong>
                </td>
                <td>{time(r.sentAt)}</td>
                <td>{r.used ? '已使用' : '未使用'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
