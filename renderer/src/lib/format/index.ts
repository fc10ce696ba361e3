/** Display and parsing helpers: numbers, money, counts, timestamps, document numbers. */
export { formatCount, formatMoney } from './number';
export { formatDate } from './date';
export { parseDocNumber } from './doc-number';
