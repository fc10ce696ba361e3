import { bridgeMethods, type BridgeMethod } from '@/contracts/bridge';

/** One row of the diagnostics page. */
export type DiagRow = { label: string; value: string };

/** The bridge methods QA can call from the test page, in the protocol's order. */
export const BRIDGE_METHOD_NAMES = Object.keys(bridgeMethods) as BridgeMethod[];

/** Default params QA starts from for each method (the protocol's shapes). */
export function defaultParams(method: BridgeMethod): string {
  switch (method) {
    case 'share':
      return JSON.stringify(
        { sharePath: '/app/test', shareTitle: '税务通测试分享', shareSubtitle: '来自诊断页' },
        null,
        2,
      );
    case 'setTitle':
      return JSON.stringify({ title: '诊断页' }, null, 2);
    default:
      return '';
  }
}

/** Params typed by QA: empty means none; otherwise a JSON object, or a Chinese reason it is not. */
export function parseParams(
  text: string,
): { ok: true; value: Record<string, unknown> | undefined } | { ok: false; error: string } {
  if (!text.trim()) return { ok: true, value: undefined };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return { ok: false, error: '参数须为 JSON 对象' };
    return { ok: true, value: value as Record<string, unknown> };
  } catch {
    return { ok: false, error: '参数不是合法的 JSON' };
  }
}

/** A token shown without giving it away: its first and last 4 characters. */
export function maskToken(token: string | null): string {
  if (!token) return '无';
  return token.length <= 10
    ? '已设置'
    : `${token.slice(0, 4)}…${token.slice(-4)}（${token.length}位）`;
}
