import { useState, type FormEvent } from 'react';
import type { PanelHost } from '../host-contract';
import { useAction } from '../hooks/use-action';
import { ActionMessage } from './action-message';

/** One URL bar for every phone, plus screenshots of all phones at once. */
export function UrlBar({ host, phoneCount, screenshots }: { host: PanelHost; phoneCount: number; screenshots: boolean }) {
  const [url, setUrl] = useState('/app/home');
  const { busy, message, run } = useAction();
  const go = (event: FormEvent) => {
    event.preventDefault();
    void run(() => host.navigateAll(url), () => `${phoneCount} 台手机已打开 ${url}`);
  };
  return (
    <div className="card">
      <form className="url-bar" onSubmit={go} aria-label="所有手机的地址栏">
        <input aria-label="地址" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="/app/home?from=qa" />
        <button type="submit" disabled={busy || phoneCount === 0}>
          全部前往
        </button>
        {screenshots && (
          <button
            type="button"
            disabled={busy || phoneCount === 0}
            onClick={() => void run(() => host.screenshotAll(), (r) => `已保存 ${r.files.length} 张截图到 ${r.dir}`)}
          >
            全部截图
          </button>
        )}
      </form>
      <ActionMessage message={message} />
    </div>
  );
}
