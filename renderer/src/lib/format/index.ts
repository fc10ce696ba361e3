/** Display and parsing helpers: numbers, money, counts, timestamps, document numbers. */
export { formatCount, formatMoney, formatThousands, toFiniteNumber } from './number';
export { formatDate, toDate } from './date';
export { chineseToNumber } from './chinese-number';
export { parseDocNumber, type DocNumber } from './doc-number';
