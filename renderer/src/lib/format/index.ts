/** Display and parsing helpers of spec §5: numbers, money, counts, timestamps, document numbers. */
export { formatCount, formatMoney } from './number';
export { formatDate } from './date';
export { parseDocNumber } from './doc-number';
