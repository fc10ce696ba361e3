import { useState, type FormEvent } from 'react';
import type { NavigateOutcome, PanelHost } from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { ActionMessage } from './action-message';

/**
 * One URL bar for every phone, screenshots of all phones at once, and 同步操作 (where the host has
 * it: `mirroring` is defined): what QA does on one phone, the others do too.
 */
export function UrlBar({
  host,
  phoneCount,
  screenshots,
  mirroring,
}: {
  host: PanelHost;
  phoneCount: number;
  screenshots: boolean;
  mirroring?: boolean;
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
        {mirroring !== undefined && (
          <button
            type="button"
            aria-pressed={mirroring}
            disabled={busy || (!mirroring && phoneCount < 2)}
            title="在一台手机上的点按、输入、滚动和原生面板，其他手机按元素同样操作"
            onClick={() =>
              void run(
                () => host.mirror({ action: mirroring ? 'off' : 'on' }),
                () =>
                  mirroring
                    ? '已停止同步操作'
                    : '同步操作已开启：在任一台手机上操作，其他手机跟着做',
              )
            }
          >
            同步操作
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
