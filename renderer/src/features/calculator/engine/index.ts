export {
  monthlyWage,
  type AnnexClaim,
  type MonthlyWageInput,
  type MonthlyWageResult,
  type MonthlyWageRow,
  type Month,
} from './monthly-wage';
export {
  annualIncome,
  settle,
  type AnnualIncomeInput,
  type AnnualIncomeResult,
  type Settlement,
} from './annual-income';
export {
  annualBonus,
  bonusCliffs,
  bonusTax,
  type AnnualBonusInput,
  type AnnualBonusResult,
  type BonusCliff,
} from './annual-bonus';
export { laborService, type LaborServiceResult } from './labor-service';
export { severance, type SeveranceInput, type SeveranceResult } from './severance';
export {
  ANNUAL_TABLE,
  LABOUR_TABLE,
  MONTHLY_CONVERTED_TABLE,
  RULES,
  type RateTable,
  type Sourced,
} from './tables';
export * from './money';
