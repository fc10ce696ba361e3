import { useState } from 'react';
import { toCurl } from '../curl';
import { downloadFile, fileNameFor } from '../download-file';
import type { NetworkLogEntry } from '../../host-contract';
import { HAR_CREATOR, toHar } from '../../host-contract/har';
import { JsonTree, parseJsonObject } from './json-tree';

/** A body: a JSON one as a collapsible tree, anything else as sent. */
function Body({ text }: { text: string }) {
  const json = parseJsonObject(text);
  return json ? <JsonTree value={json} /> : <pre>{text}</pre>;
}

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

/** The URL; opened, the request and response as sent (headers carry token, platform, appversion …). */
function RequestDetails({ entry }: { entry: NetworkLogEntry }) {
  return (
    <details>
      <summary title={entry.url}>{entry.url}</summary>
      <h4>请求头</h4>
      <pre>{headerLines(entry.requestHeaders) || '（无）'}</pre>
      {entry.requestBody !== null && (
        <>
          <h4>请求体</h4>
          <Body text={entry.requestBody} />
        </>
      )}
      {entry.responseHeaders && (
        <>
          <h4>响应头</h4>
          <pre>{headerLines(entry.responseHeaders)}</pre>
        </>
      )}
      {entry.responseBody !== null && (
        <>
          <h4>响应体</h4>
          <Body text={entry.responseBody} />
        </>
      )}
    </details>
  );
}

/**
 * One phone's requests; each can be opened for its headers and bodies, and copied as a cURL command;
 * the whole log saved as a HAR file (DevTools' Network panel imports it).
 */
export function NetworkLog({
  entries,
  copy,
  phoneName,
  save = downloadFile,
}: {
  entries: NetworkLogEntry[];
  copy: (text: string) => Promise<void>;
  /** Names the HAR file and its comment. */
  phoneName: string;
  save?: (fileName: string, text: string) => void;
}) {
  const [copied, setCopied] = useState<number | null>(null);
  const [copyError, setCopyError] = useState<string | null>(null);
  if (entries.length === 0) return <p className="muted">还没有请求。</p>;
  const saveHar = () =>
    save(
      fileNameFor(phoneName, 'har'),
      JSON.stringify(toHar(entries, HAR_CREATOR, phoneName), null, 2),
    );
  return (
    <>
      <div className="log-actions">
        <button type="button" onClick={saveHar}>
          保存为 HAR
        </button>
        <span className="muted">{entries.length} 个请求</span>
      </div>
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
            <tr
              key={entry.seq}
              className={
                entry.failure !== null || (entry.status ?? 0) >= 400 ? 'failed' : undefined
              }
            >
              <td>{entry.method}</td>
              <td className="url">
                <RequestDetails entry={entry} />
              </td>
              <td>{entry.failure ?? entry.status ?? '…'}</td>
              <td>{entry.durationMs !== null ? `${Math.round(entry.durationMs)} ms` : ''}</td>
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
