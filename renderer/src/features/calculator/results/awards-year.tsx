import { formatYuan } from '../engine/money';
import { annualBonus } from '../engine/annual-bonus';
import { RULES } from '../engine/tables';
import { awardsYearFormSchema } from '../lib/form-codec';
import { CHART_COLORS } from '../components/money-chart';
import { taxOutcomeRows } from '../components/tax-outcome-rows';
import { resultMode } from './result-mode';

const METHOD_LABEL = {
  separate: '单独计税更省税',
  merged: '并入综合所得更省税',
  equal: '两种方式税额相同',
} as const;

/** The bonus taxed separately, its cliffs and the merge comparison. */
export const awardsYearResultMode = resultMode(awardsYearFormSchema, (form) => {
  // Other comprehensive income of the year: 12 months of wage less 5000 and the deductions (may be negative).
  const otherTaxable =
    form.wage === undefined
      ? undefined
      : 12 * (form.wage - RULES.basicDeductionMonthly.value - form.insurance - form.annex);
  const r = annualBonus({ bonus: form.bonus, otherTaxable });
  const c = r.comparison;
  return {
    share: {
      shareTitle: `年终奖${formatYuan(r.bonus)}元的个税计算结果`,
      shareSubtitle: `应纳税额 ${formatYuan(r.tax)} 元，税后 ${formatYuan(r.afterTax)} 元`,
    },
    headline: { label: '税后年终奖（元）', value: formatYuan(r.afterTax) },
    sections: [
      r.inCliff && {
        kind: 'hint',
        warn: true,
        status: true,
        text: (
          <>
            年终奖落在无效区间 {formatYuan(r.inCliff.from)} &lt; 奖金 ≤ {formatYuan(r.inCliff.to)}
            ：税后不超过发 {formatYuan(r.inCliff.from)} 元时的{' '}
            {formatYuan(r.inCliff.afterTaxAtFrom)} 元。
          </>
        ),
      },
      {
        kind: 'rows',
        header: '单独计税（按月换算后的综合所得税率表）',
        rows: [
          { label: '应纳税所得额', value: formatYuan(r.bonus) },
          { label: '月均（÷12）', value: formatYuan(r.monthlyAverage) },
          ...taxOutcomeRows(r),
        ],
      },
      {
        kind: 'chart',
        title: '年终奖去向',
        parts: [
          { label: '个人所得税', amount: r.tax, color: CHART_COLORS.tax },
          { label: '税后收入', amount: r.afterTax, color: CHART_COLORS.takeHome },
        ],
      },
      c && {
        kind: 'rows',
        header: '与并入综合所得比较（全年税额）',
        rows: [
          { label: '其他综合所得应纳税所得额', value: formatYuan(c.otherTaxable) },
          { label: '单独计税合计', value: formatYuan(c.separateTotal) },
          { label: '并入综合所得', value: formatYuan(c.mergedTotal) },
          {
            label: METHOD_LABEL[c.better],
            value: c.saving > 0 ? `节税 ${formatYuan(c.saving)}` : '—',
            strong: true,
          },
        ],
      },
      {
        kind: 'block',
        node: (
          <section className="calc-result">
            <h2 className="calc-section__title">年终奖无效区间（多发反而税后不增加）</h2>
            <ul className="calc-list">
              {r.cliffs.map((cliff) => (
                <li key={cliff.from} className="calc-list__item">
                  <span className="calc-nowrap">{formatYuan(cliff.from)} &lt;</span>{' '}
                  <span className="calc-nowrap">奖金 ≤ {formatYuan(cliff.to)}</span>
                  <span className="calc-row__note">
                    税后不超过发 {formatYuan(cliff.from)} 元时的 {formatYuan(cliff.afterTaxAtFrom)}{' '}
                    元
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ),
      },
      {
        kind: 'hint',
        text: (
          <>
            单独计税一个纳税年度内只能使用一次，政策执行至2027年12月31日（财政部
            税务总局公告2023年第30号）。
          </>
        ),
      },
    ],
  };
});
