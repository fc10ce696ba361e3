import { isMonth, monthlyWage, type Month, type MonthlyWageResult } from '../engine/monthly-wage';
import type { WageMonthForm } from './form-codec';

/** The engine's year for the inputs carried by a wage/month `:form`. */
export function wageMonthResult(form: WageMonthForm): MonthlyWageResult {
  return monthlyWage({
    wage: form.wage,
    wageByMonth: byMonth(form.byMonth),
    insurance: form.insurance,
    annex: form.annex,
    annexClaims: form.annexClaims,
    annexForYear: form.annexForYear,
    other: form.other,
    startMonth: form.startMonth,
    firstJobOfYear: form.firstJob,
  });
}

function byMonth(list: WageMonthForm['byMonth']): Partial<Record<Month, number>> | undefined {
  if (!list) return undefined;
  const result: Partial<Record<Month, number>> = {};
  list.forEach((cents, i) => {
    const month = i + 1;
    if (cents !== null && isMonth(month)) result[month] = cents;
  });
  return result;
}
