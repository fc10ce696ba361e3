/**
 * Invariants of the rate tables (tax-rules.md): each band's quick deduction follows from the
 * previous band's (the tax is continuous at every bound), the monthly-converted table is the annual
 * one divided by 12, and the figures are the statutory ones. A typo in any one band breaks these.
 */
import { describe, expect, it } from 'vitest';
import { annualIncome } from './annual-income';
import {
  ANNUAL_TABLE,
  LABOUR_TABLE,
  MONTHLY_CONVERTED_TABLE,
  findBracket,
  type RateTable,
} from './tables';
import { taxOnTable } from './tax-on-table';

const yuan = (v: number) => Math.round(v * 100);
const TABLES = [ANNUAL_TABLE, MONTHLY_CONVERTED_TABLE, LABOUR_TABLE];

describe.each(TABLES.map((table) => [table.id, table] as const))(
  'rate table %s',
  (_id, table: RateTable) => {
    it('starts at 0 quick deduction and ends with one open-ended band', () => {
      expect(table.brackets[0]?.quickDeduction).toBe(0);
      expect(table.brackets.at(-1)?.upTo).toBeNull();
      expect(table.brackets.slice(0, -1).every((band) => band.upTo !== null)).toBe(true);
    });

    it('has rising bounds and rates', () => {
      for (let i = 1; i < table.brackets.length; i++) {
        const [prev, band] = [table.brackets[i - 1]!, table.brackets[i]!];
        if (band.upTo !== null) expect(band.upTo).toBeGreaterThan(prev.upTo!);
        expect(band.rate).toBeGreaterThan(prev.rate);
      }
    });

    it("derives each band's quick deduction from the previous band's", () => {
      for (let i = 1; i < table.brackets.length; i++) {
        const [prev, band] = [table.brackets[i - 1]!, table.brackets[i]!];
        // QDₙ = QDₙ₋₁ + boundₙ₋₁ × (rateₙ − rateₙ₋₁): the two bands give the same tax at the bound.
        const expected = prev.quickDeduction + (prev.upTo! * (band.rate - prev.rate)) / 10_000;
        expect(band.quickDeduction, `第 ${i + 1} 档`).toBe(expected);
      }
    });

    it('taxes each bound and the cent above it without a jump', () => {
      for (const band of table.brackets) {
        if (band.upTo === null) continue;
        const at = taxOnTable(table, band.upTo);
        const above = taxOnTable(table, band.upTo + 1);
        expect(at.rate).toBe(band.rate);
        expect(above.rate).toBeGreaterThan(band.rate);
        expect(above.tax - at.tax).toBeGreaterThanOrEqual(0);
        expect(above.tax - at.tax).toBeLessThanOrEqual(1);
      }
    });
  },
);

describe('the tables of tax-rules.md', () => {
  const asYuan = (table: RateTable) =>
    table.brackets.map((b) => [
      b.upTo === null ? null : b.upTo / 100,
      b.rate / 100,
      b.quickDeduction / 100,
    ]);

  it('annual / cumulative withholding table (预扣率表一)', () => {
    expect(asYuan(ANNUAL_TABLE)).toEqual([
      [36_000, 3, 0],
      [144_000, 10, 2_520],
      [300_000, 20, 16_920],
      [420_000, 25, 31_920],
      [660_000, 30, 52_920],
      [960_000, 35, 85_920],
      [null, 45, 181_920],
    ]);
  });

  it('monthly-converted table (bonus)', () => {
    expect(asYuan(MONTHLY_CONVERTED_TABLE)).toEqual([
      [3_000, 3, 0],
      [12_000, 10, 210],
      [25_000, 20, 1_410],
      [35_000, 25, 2_660],
      [55_000, 30, 4_410],
      [80_000, 35, 7_160],
      [null, 45, 15_160],
    ]);
  });

  it('labour remuneration prepayment table (预扣率表二)', () => {
    expect(asYuan(LABOUR_TABLE)).toEqual([
      [20_000, 20, 0],
      [50_000, 30, 2_000],
      [null, 40, 7_000],
    ]);
  });

  it('is the annual table divided by 12, band by band', () => {
    expect(MONTHLY_CONVERTED_TABLE.brackets).toHaveLength(ANNUAL_TABLE.brackets.length);
    ANNUAL_TABLE.brackets.forEach((annual, i) => {
      const monthly = MONTHLY_CONVERTED_TABLE.brackets[i]!;
      expect(monthly.rate).toBe(annual.rate);
      expect(monthly.upTo).toBe(annual.upTo === null ? null : annual.upTo / 12);
      expect(monthly.quickDeduction).toBe(annual.quickDeduction / 12);
    });
  });
});

describe('every band of the annual table in use', () => {
  it.each([
    [10_000, 300, 300],
    [100_000, 1000, 7_480],
    [200_000, 2000, 23_080],
    [400_000, 2500, 68_080],
    [600_000, 3000, 127_080],
    [800_000, 3500, 194_080],
    [960_000, 3500, 250_080],
    [1_000_000, 4500, 268_080],
  ])('annual taxable income %d yuan: rate %d bp, tax %d yuan', (taxable, rate, tax) => {
    const r = annualIncome({ wages: yuan(taxable + 60_000) });
    expect(r.taxable).toBe(yuan(taxable));
    expect(r.rate).toBe(rate);
    expect(r.tax).toBe(yuan(tax));
  });

  it('finds the band by inclusive upper bounds', () => {
    expect(findBracket(ANNUAL_TABLE, yuan(960_000)).rate).toBe(3500);
    expect(findBracket(ANNUAL_TABLE, yuan(960_000) + 1).rate).toBe(4500);
    expect(findBracket(ANNUAL_TABLE, 0).rate).toBe(300);
    expect(findBracket(ANNUAL_TABLE, -5).rate).toBe(300);
  });

  it('refuses a table without an open-ended top band', () => {
    const broken: RateTable = {
      ...LABOUR_TABLE,
      id: 'broken',
      brackets: LABOUR_TABLE.brackets.slice(0, 2),
    };
    expect(() => findBracket(broken, yuan(60_000))).toThrow('税率表 broken 缺少最高档');
  });
});
