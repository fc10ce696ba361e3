/**
 * Timestamps from the API: 10 digits are seconds, 13 digits milliseconds
 * (docs/product.md「错误与提示」).
 */

/** The Date of a 10-digit (seconds) or 13-digit (milliseconds) timestamp; anything else gives `null`. */
export function toDate(timestamp: number | string | null | undefined): Date | null {
  if (timestamp === null || timestamp === undefined) return null;
  const text =
    typeof timestamp === 'number'
      ? Number.isInteger(timestamp)
        ? String(timestamp)
        : ''
      : timestamp.trim();
  if (/^\d{10}$/.test(text)) return new Date(Number(text) * 1000);
  if (/^\d{13}$/.test(text)) return new Date(Number(text));
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date or timestamp in local time by a pattern of `YYYY MM DD HH mm ss`
 * (default `YYYY-MM-DD`); an invalid input gives `fallback`.
 */
export function formatDate(
  input: Date | number | string | null | undefined,
  pattern = 'YYYY-MM-DD',
  fallback = '',
): string {
  const date = input instanceof Date ? input : toDate(input);
  if (!date || Number.isNaN(date.getTime())) return fallback;
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}
