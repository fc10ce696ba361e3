import { useState, type FormEvent } from 'react';
import type { NavigateOutcome, PanelHost } from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { ActionMessage } from './action-message';

/** One URL bar for every phone, plus screenshots of all phones at once. */
export function UrlBar({
  host,
  phoneCount,
  screenshots,
}: {
  host: PanelHost;
  phoneCount: number;
  screenshots: boolean;
}) {
  const [url, setUrl] = useState('/app/home');
  const { busy, message, run } = useAction();
  const [failures, setFailures] = useState<NavigateOutcome[]>([]);
  const go = (event: FormEvent) => {
    event.preventDefault();
    setFailures([]);
    void run(
      () => host.navigateAll(url),
      (outcomes) => {
        const failed = outcomes.filter((o) => o.error !== null);
        setFailures(failed);
        const opened = outcomes.length - failed.length;
        return failed.length === 0
          ? `${opened} 台手机已打开 ${url}`
          : `${opened} 台手机已打开 ${url}，${failed.length} 台没有打开：`;
      },
    );
  };
  return (
    <div className="card">
      <form className="url-bar" onSubmit={go} aria-label="所有手机的地址栏">
        <input
          aria-label="地址"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="/app/home?from=qa"
        />
        <button type="submit" disabled={busy || phoneCount === 0}>
          全部前往
        </button>
        {screenshots && (
          <button
            type="button"
            disabled={busy || phoneCount === 0}
            onClick={() =>
              void run(
                () => host.screenshotAll(),
                (r) => `已保存 ${r.files.length} 张截图到 ${r.dir}`,
              )
            }
          >
            全部截图
          </button>
        )}
      </form>
      <ActionMessage message={message} />
      {failures.length > 0 && (
        <ul className="message message-error" aria-label="没有打开的手机">
          {failures.map((f) => (
            <li key={f.phoneId}>
              {f.phoneId}（{f.label}）：{f.error}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
