import type { CalcModeKey } from '../lib/calc-modes';
import type { ResultMode } from './result-mode';
import { wageMonthResultMode } from './wage-month';
import { wageYearResultMode } from './wage-year';
import { awardsYearResultMode } from './awards-year';
import { awardsServiceResultMode } from './awards-service';
import { awardsRecoupResultMode } from './awards-recoup';

/** Each mode's result, by mode key. */
export const RESULT_MODES: Record<CalcModeKey, ResultMode> = {
  'wage-month': wageMonthResultMode,
  'wage-year': wageYearResultMode,
  'awards-year': awardsYearResultMode,
  'awards-service': awardsServiceResultMode,
  'awards-recoup': awardsRecoupResultMode,
};
