/**
 * The six result pages in one chunk: a shared result link downloads one file for the page and
 * everything results share (the codec, the chart, the rows), not five small ones.
 */
export { CalculatorWageMonthPage } from './calculator-wage-month-page';
export { CalculatorWageYearPage } from './calculator-wage-year-page';
export { CalculatorAwardsYearPage } from './calculator-awards-year-page';
export { CalculatorAwardsServicePage } from './calculator-awards-service-page';
export { CalculatorAwardsRecoupPage } from './calculator-awards-recoup-page';
export { CalculatorDetailListPage } from './calculator-detail-list-page';
