/**
 * What a Chinese keyboard types into an amount field, as the validator and `parseYuan` read it.
 * IMEs in full-width mode give "１００００", "３０，０００．５" or a stray space; rejecting those with
 * 请输入数字！ would blame the user for their keyboard, so the field rewrites them as typed.
 */
export function normalizeAmount(value: unknown): string {
  if (typeof value !== 'string') return value === undefined || value === null ? '' : String(value);
  return value
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[，]/g, ',')
    .replace(/[．。]/g, '.')
    .replace(/[－—]/g, '-')
    .replace(/[\s\u3000]/g, '');
}
