import { useState } from 'react';
import { toCurl } from '../curl';
import type { NetworkLogEntry } from '../host-contract';

/** One phone's requests; each can be copied as a cURL command. */
export function NetworkLog({ entries, copy }: { entries: NetworkLogEntry[]; copy: (text: string) => Promise<void> }) {
  const [copied, setCopied] = useState<number | null>(null);
  const [copyError, setCopyError] = useState<string | null>(null);
  if (entries.length === 0) return <p className="muted">还没有请求。</p>;
  return (
    <>
      {copyError && (
        <p className="message message-error" role="alert">
          {copyError}
        </p>
      )}
      <table className="log" aria-label="网络日志">
        <thead>
          <tr>
            <th>方法</th>
            <th>地址</th>
            <th>状态</th>
            <th>耗时</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.seq} className={entry.failure !== null || (entry.status ?? 0) >= 400 ? 'failed' : undefined}>
              <td>{entry.method}</td>
              <td className="url" title={entry.url}>
                {entry.url}
              </td>
              <td>{entry.failure ?? entry.status ?? '…'}</td>
              <td>{entry.durationMs !== null ? `${entry.durationMs} ms` : ''}</td>
              <td>
                <button
                  type="button"
                  onClick={() =>
                    copy(toCurl(entry)).then(
                      () => {
                        setCopied(entry.seq);
                        setCopyError(null);
                      },
                      () => setCopyError('复制失败：浏览器不允许写入剪贴板'),
                    )
                  }
                >
                  {copied === entry.seq ? '已复制' : '复制为 cURL'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
