import './browser-guide.css';
import { useLayoutEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';

/** Alipay cannot pay inside WeChat: how to open the page in the phone's browser (WeChat's own ⋯ menu). */
function BrowserGuide({ onClose }: { onClose: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  // Focused in the commit itself, so the dialog never shows without its button focused.
  useLayoutEffect(() => button.current?.focus(), []);
  return (
    <div
      className="browser-guide"
      role="dialog"
      aria-modal="true"
      aria-labelledby="browser-guide-title"
    >
      <div className="browser-guide__arrow" aria-hidden="true">
        ↗
      </div>
      <div className="browser-guide__card">
        <h2 id="browser-guide-title" className="browser-guide__title">
          请在浏览器中打开
        </h2>
        <p className="browser-guide__text">
          微信内无法使用支付宝。请点击右上角「⋯」，选择「在浏览器中打开」，再用支付宝完成支付；也可以改用微信支付。
        </p>
        <button ref={button} type="button" className="browser-guide__button" onClick={onClose}>
          我知道了
        </button>
      </div>
    </div>
  );
}

let open = false;

/** Shows {@link BrowserGuide} over the page until the user closes it (one at a time). */
export function showBrowserGuide(): void {
  if (open) return;
  open = true;
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const close = () => {
    open = false;
    root.unmount();
    host.remove();
  };
  root.render(<BrowserGuide onClose={close} />);
}
