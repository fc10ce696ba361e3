import type { BridgeLogEntry } from '../../host-contract';
import { LogTable, logTime } from './log-table';

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/** Every bridge call (page → App, with the App's answer) and event (App → page) of one phone. */
export function BridgeLog({ entries }: { entries: BridgeLogEntry[] }) {
  return (
    <LogTable
      label="桥接日志"
      columns={['时间', '方向', '方法 / 事件', '参数', '应答']}
      entries={entries}
      empty="还没有桥接消息。"
      row={(entry) =>
        entry.kind === 'call' ? (
          <tr key={entry.seq} className={entry.error ? 'failed' : undefined}>
            <td>{logTime(entry.at)}</td>
            <td>页面 → App（{entry.transport === 'ios' ? 'iOS' : 'Android'}）</td>
            <td>{entry.method}</td>
            <td>
              <code>{show(entry.params)}</code>
            </td>
            <td>
              <code>
                {entry.error ? `${entry.error.code}：${entry.error.message}` : show(entry.result)}
              </code>
              <span className="muted">（{Math.round(entry.durationMs)} ms）</span>
            </td>
          </tr>
        ) : (
          <tr key={entry.seq}>
            <td>{logTime(entry.at)}</td>
            <td>{entry.origin === 'system' ? '系统 → App' : 'App → 页面（事件）'}</td>
            <td>{entry.event}</td>
            <td>
              <code>{show(entry.data)}</code>
            </td>
            <td />
          </tr>
        )
      }
    />
  );
}
