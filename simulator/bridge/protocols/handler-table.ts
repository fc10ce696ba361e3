/**
 * Reading a handler table (JSON from the CLI, or an object from a test) and checking it, with a
 * Chinese message that names the method and the field to fix.
 */
import type { HandlerEntry, HandlerTable } from './types';

const SHEETS = ['wechat', 'alipay'];

function entryProblem(entry: unknown): string | null {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry))
    return '应为对象，例如 { "answer": … }';
  const e = entry as Record<string, unknown>;
  const kinds = ['answer', 'error', 'sheet', 'unanswered'].filter((k) => k in e);
  if (kinds.length !== 1)
    return `只能有 answer、error、sheet、unanswered 其中一个（现在是：${kinds.join('、') || '都没有'}）`;
  if ('delayMs' in e && (typeof e.delayMs !== 'number' || !(e.delayMs >= 0)))
    return 'delayMs 应为不小于 0 的毫秒数';
  if ('progress' in e && !Array.isArray(e.progress))
    return 'progress 应为数组（每项是一次进度回调）';
  if ('error' in e && (typeof e.error !== 'string' || !e.error)) return 'error 应为非空字符串';
  if ('unanswered' in e && e.unanswered !== true) return 'unanswered 只能是 true';
  if ('sheet' in e) {
    if (!SHEETS.includes(e.sheet as string)) return 'sheet 只能是 wechat 或 alipay';
    if (!('pay' in e) || !('cancel' in e)) return 'sheet 需要 pay 和 cancel 两种回答（fail 可选）';
  }
  return null;
}

/**
 * Checks a table given as an object.
 * @throws Error naming the method and what is wrong with its entry.
 */
export function toHandlerTable(value: unknown): HandlerTable {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('方法应答表应为 JSON 对象：{ "方法名": { "answer": … } }');
  const table: Record<string, HandlerEntry> = {};
  for (const [method, entry] of Object.entries(value)) {
    const problem = entryProblem(entry);
    if (problem) throw new Error(`方法应答表中的「${method}」${problem}`);
    table[method] = entry as HandlerEntry;
  }
  return table;
}

/**
 * Parses a handler table file's text (JSON).
 * @throws Error when it is not JSON or an entry is malformed.
 */
export function parseHandlerTable(text: string): HandlerTable {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `方法应答表不是合法的 JSON：${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return toHandlerTable(value);
}
