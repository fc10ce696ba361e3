import { monthlyWage, type MonthlyWageResult } from '../engine/monthly-wage';
import type { WageMonthForm } from './form-codec';

/** The engine's year for the inputs carried by a wage/month `:form`. */
export function wageMonthResult(form: WageMonthForm): MonthlyWageResult {
  return monthlyWage({
    wage: form.wage,
    insurance: form.insurance,
    annex: form.annex,
    annexForYear: form.annexForYear,
    other: form.other,
    startMonth: form.startMonth,
    firstJobOfYear: form.firstJob,
  });
}
