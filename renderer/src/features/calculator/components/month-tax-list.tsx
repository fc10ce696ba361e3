import { formatRate, formatYuan } from '../engine/money';
import type { MonthlyWageRow } from '../engine/monthly-wage';

/**
 * 各月预扣税额: each month's withholding with its cumulative taxable income and rate, what the
 * month added to 专项附加扣除 when that differs from the month before (a deduction that started or
 * was caught up), and why a month whose cumulative tax fell withholds nothing.
 */
export function MonthTaxList({ rows }: { rows: readonly MonthlyWageRow[] }) {
  return (
    <section className="calc-result">
      <h2 className="calc-section__title">各月预扣税额（累计预扣法，年内不退税）</h2>
      <ul className="calc-list">
        {rows.map((r, i) => {
          const previous = rows[i - 1];
          const annexChanged = previous !== undefined && r.annex !== previous.annex;
          const fell = r.cumulativeTax < r.prepaidBefore;
          return (
            <li key={r.month} className="calc-list__item calc-month" data-month={r.month}>
              <span className="calc-month__name">{r.month}月</span>
              <span className="calc-month__tax">{formatYuan(r.tax)} 元</span>
              <span className="calc-row__note">
                累计应纳税所得额 {formatYuan(r.cumulativeTaxable)}，预扣率 {formatRate(r.rate)}
                {annexChanged ? `；本月专项附加扣除 ${formatYuan(r.annex)}` : ''}
                {fell
                  ? `；累计应纳税额 ${formatYuan(r.cumulativeTax)} 低于已预扣 ${formatYuan(r.prepaidBefore)}，本月不预扣，差额不在年内退还`
                  : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
