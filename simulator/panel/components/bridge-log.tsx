import type { BridgeLogEntry } from '../../host-contract';
import { JsonTree } from './json-tree';
import { LogTable, logTime } from './log-table';

/**
 * Every bridge call (page → App, with the App's answer) and event (App → page) of one phone. While
 * the phone records, `onAssert` adds a button per call that records an assertion on it.
 */
export function BridgeLog({
  entries,
  onAssert,
}: {
  entries: BridgeLogEntry[];
  onAssert?: (method: string) => void;
}) {
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
            <td>
              {entry.method}
              {onAssert && (
                <button
                  type="button"
                  className="link"
                  aria-label={`断言调用了 ${entry.method}`}
                  onClick={() => onAssert(entry.method)}
                >
                  断言
                </button>
              )}
            </td>
            <td>
              <JsonTree value={entry.params} />
            </td>
            <td>
              {entry.error ? (
                <code>{`${entry.error.code}：${entry.error.message}`}</code>
              ) : (
                <JsonTree value={entry.result} />
              )}
              <span className="muted">（{Math.round(entry.durationMs)} ms）</span>
            </td>
          </tr>
        ) : (
          <tr key={entry.seq}>
            <td>{logTime(entry.at)}</td>
            <td>{entry.origin === 'system' ? '系统 → App' : 'App → 页面（事件）'}</td>
            <td>{entry.event}</td>
            <td>
              <JsonTree value={entry.data} />
            </td>
            <td />
          </tr>
        )
      }
    />
  );
}
