/**
 * Why a phone could not open a page, in words for QA: Playwright's and Electron's errors are
 * English, multi-line and full of ANSI colour codes.
 */
import type { NetworkPreset } from '../host-contract';

// The ESC character, written out so no control character sits in the source.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

/** Chromium's net error codes QA meets, in Chinese. */
const NET_ERRORS: Record<string, string> = {
  ERR_INTERNET_DISCONNECTED: '网络已断开',
  ERR_CONNECTION_REFUSED: '连接被拒绝（服务没有启动？）',
  ERR_CONNECTION_RESET: '连接被重置',
  ERR_NAME_NOT_RESOLVED: '域名无法解析',
  ERR_ABORTED: '页面加载被中断',
  ERR_TIMED_OUT: '连接超时',
  ERR_BLOCKED_BY_CLIENT: '请求被拦截',
};

/** One line of Chinese for a failed navigation; `network` names the offline preset when it is the cause. */
export function navigationFailureMessage(error: unknown, network: NetworkPreset): string {
  const raw = (error instanceof Error ? error.message : String(error)).replace(ANSI, '');
  if (/Target (page, context or browser )?(has been )?closed|has been closed/i.test(raw))
    return '手机页面已关闭，请先重新加载';
  if (/Timeout \d+ms exceeded/i.test(raw)) return '页面加载超时';
  const code =
    /net::(ERR_[A-Z_]+)/.exec(raw)?.[1] ??
    /\((ERR_[A-Z_]+)\)/.exec(raw)?.[1] ??
    /\b(ERR_[A-Z_]+)\b/.exec(raw)?.[1];
  if (code) {
    const reason = NET_ERRORS[code] ?? `网络错误 ${code}`;
    return network === 'offline' ? `${reason}（该手机处于离线网络）` : reason;
  }
  const firstLine =
    raw
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? '';
  return `页面没有打开：${firstLine.slice(0, 120) || '未知错误'}`;
}
