import type { SharePayload } from '@/contracts/bridge';
import { isCancelled } from '@/lib/bridge/bridge-error';
import { showSuccess, showToast } from '@/lib/toast';

const LINK_COPIED_TEXT = '链接已复制';

/** What a share needs from its environment (the real one in the app, fakes in tests). */
export type ShareEnv = {
  inApp: boolean;
  mobile: boolean;
  nativeShare: (payload: SharePayload) => Promise<unknown>;
  webShare?: (data: ShareData) => Promise<void>;
  copy: (text: string) => Promise<void>;
  toast: (msg: string) => void;
  success: (msg: string) => void;
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares a payload whose `sharePath` is the full link: through the native share sheet in-app;
 * with Web Share in a phone browser that has it; else copies the link and toasts `链接已复制`.
 * A share the user cancels is not an error.
 */
export async function sharePayload(payload: SharePayload, env: ShareEnv): Promise<void> {
  if (env.inApp) {
    try {
      await env.nativeShare(payload);
    } catch (error) {
      if (!isCancelled(error)) env.toast('分享失败，请稍后重试');
    }
    return;
  }
  if (env.mobile && env.webShare) {
    try {
      await env.webShare({
        title: payload.shareTitle,
        text: payload.shareSubtitle,
        url: payload.sharePath,
      });
      return;
    } catch (error) {
      if (isAbort(error)) return;
      // Web Share refused (no user gesture, unsupported data): fall back to copying.
    }
  }
  try {
    await env.copy(payload.sharePath);
    env.success(LINK_COPIED_TEXT);
  } catch {
    env.toast(`复制失败，请手动复制链接：${payload.sharePath}`);
  }
}

/** Copies text: the async Clipboard API when allowed, else the selection + execCommand fallback. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Not a secure context or permission denied: try the old way below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

export const defaultToasts = { toast: showToast, success: showSuccess };
