import type { BridgeLogEntry } from '../../host-contract';

const time = (at: number) => new Date(at).toLocaleTimeString('zh-CN', { hour12: false });
const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/** Every bridge call (page → App, with the App's answer) and event (App → page) of one phone. */
export function BridgeLog({ entries }: { entries: BridgeLogEntry[] }) {
  if (entries.length === 0) return <p className="muted">还没有桥接消息。</p>;
  return (
    <table className="log" aria-label="桥接日志">
      <thead>
        <tr>
          <th>时间</th>
          <th>方向</th>
          <th>方法 / 事件</th>
          <th>参数</th>
          <th>应答</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) =>
          entry.kind === 'call' ? (
            <tr key={entry.seq} className={entry.error ? 'failed' : undefined}>
              <td>{time(entry.at)}</td>
              <td>页面 → App（{entry.transport === 'ios' ? 'iOS' : 'Android'}）</td>
              <td>{entry.method}</td>
              <td>
                <code>{show(entry.params)}</code>
              </td>
              <td>
                <code>{entry.error ? `${entry.error.code}：${entry.error.message}` : show(entry.result)}</code>
                <span className="muted">（{Math.round(entry.durationMs)} ms）</span>
              </td>
            </tr>
          ) : (
            <tr key={entry.seq}>
              <td>{time(entry.at)}</td>
              <td>App → 页面（事件）</td>
              <td>{entry.event}</td>
              <td>
                <code>{show(entry.data)}</code>
              </td>
              <td />
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}
