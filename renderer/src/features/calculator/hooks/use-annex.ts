import { useMemo } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { computeAnnex, decodeSelection, type AnnexSelection, type AnnexTotals } from '../lib/annex';
import type { City } from '../data/cities';

const toYuan = (cents: number) => cents / 100;

/** The deduction picker's selection from the session store, its totals, and a setter that stores them. */
export function useAnnex(city: City): {
  selection: AnnexSelection;
  totals: AnnexTotals;
  save: (s: AnnexSelection) => AnnexTotals;
} {
  const selectItem = useSessionStore((s) => s.selectItem);
  const setAnnex = useSessionStore((s) => s.setAnnex);
  const selection = useMemo(() => decodeSelection(selectItem), [selectItem]);
  const totals = useMemo(() => computeAnnex(selection, city.rentTier), [selection, city.rentTier]);
  const save = (next: AnnexSelection) => {
    const t = computeAnnex(next, city.rentTier);
    // The store keeps yuan (docs/product.md「个税计算器」); cents stay exact through /100 for two-decimal amounts.
    setAnnex({
      annexMoney: toYuan(t.annexMoney),
      annexMoneyForYear: toYuan(t.annexMoneyForYear),
      totalAnnexMoney: toYuan(t.totalAnnexMoney),
      selectItem: t.selectItem,
    });
    return t;
  };
  return { selection, totals, save };
}
