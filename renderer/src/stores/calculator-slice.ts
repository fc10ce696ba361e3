import type { StateCreator } from 'zustand';

/** Default city (docs/product.md「个税计算器」). */
const DEFAULT_CITY = '深圳';

type AnnexState = {
  /** Monthly total of the special additional deductions (yuan). */
  annexMoney: number;
  /** Annual one-off deduction items (yuan), e.g. serious illness. */
  annexMoneyForYear: number;
  /** Their sum over the year (yuan). */
  totalAnnexMoney: number;
  /** The chosen deduction items. */
  selectItem: string[];
};

/** The calculator's part of the session: the city (persisted) and the annex deduction amounts. */
export type CalculatorSliceState = AnnexState & { city: string };

export type CalculatorSlice = CalculatorSliceState & {
  setCity: (city: string) => void;
  setAnnex: (annex: AnnexState) => void;
};

export const initialCalculatorSlice: CalculatorSliceState = {
  city: DEFAULT_CITY,
  annexMoney: 0,
  annexMoneyForYear: 0,
  totalAnnexMoney: 0,
  selectItem: [],
};

/** Kept across visits: the user's city and deductions are facts of this phone's user, not of an account. */
export const CALCULATOR_PERSISTED_KEYS = [
  'city',
  'annexMoney',
  'annexMoneyForYear',
  'totalAnnexMoney',
  'selectItem',
] as const;

export const createCalculatorSlice: StateCreator<CalculatorSlice> = (set) => ({
  ...initialCalculatorSlice,
  setCity: (city) => set({ city }),
  setAnnex: (annex) => set({ ...annex, selectItem: [...annex.selectItem] }),
});
