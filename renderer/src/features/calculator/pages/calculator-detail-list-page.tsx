import { useMemo } from 'react';
import { useParams } from 'react-router';
import { formatRate, formatYuan } from '../engine/money';
import { decodeForm, wageMonthFormSchema } from '../lib/form-codec';
import { wageMonthResult } from '../lib/wage-month-result';
import { annexClaimText } from '../lib/annex-claim-text';
import type { MonthlyWageRow, MonthlyWageTotals } from '../engine/monthly-wage';
import { InvalidForm } from '../components/invalid-form';
import { ResultFrame } from '../components/result-frame';
import { useScrollTop } from '../hooks/use-scroll-top';
import { RecalculateButton } from '../components/recalculate-button';
import '../calculator.css';

const TITLE = '月度收入明细';

/**
 * The columns after 月份 (which stays put while the rest scroll). 本月税额 and 税后收入 come right
 * after 税前收入 so that a phone shows what a user asks first without scrolling; the cumulative
 * columns of 61号 follow in the order of its formula. `total` is the figure of the 合计 row.
 */
const COLUMNS: readonly {
  readonly title: string;
  readonly cell: (r: MonthlyWageRow) => string;
  readonly total?: (t: MonthlyWageTotals) => string;
}[] = [
  { title: '税前收入', cell: (r) => formatYuan(r.income), total: (t) => formatYuan(t.income) },
  { title: '本月税额', cell: (r) => formatYuan(r.tax), total: (t) => formatYuan(t.tax) },
  { title: '税后收入', cell: (r) => formatYuan(r.afterTax), total: (t) => formatYuan(t.afterTax) },
  { title: '累计收入', cell: (r) => formatYuan(r.cumulativeIncome) },
  { title: '累计减除费用', cell: (r) => formatYuan(r.cumulativeBasicDeduction) },
  {
    title: '累计专项扣除',
    cell: (r) => formatYuan(r.cumulativeSpecialDeduction),
    total: (t) => formatYuan(t.insurance),
  },
  { title: '本月专项附加扣除', cell: (r) => formatYuan(r.annex) },
  {
    title: '累计专项附加扣除',
    cell: (r) => formatYuan(r.cumulativeAnnexDeduction),
    total: (t) => formatYuan(t.annex),
  },
  {
    title: '累计其他扣除',
    cell: (r) => formatYuan(r.cumulativeOtherDeduction),
    total: (t) => formatYuan(t.other),
  },
  { title: '累计应纳税所得额', cell: (r) => formatYuan(r.cumulativeTaxable) },
  { title: '预扣率', cell: (r) => formatRate(r.rate) },
  { title: '速算扣除数', cell: (r) => formatYuan(r.quickDeduction) },
  { title: '累计应纳税额', cell: (r) => formatYuan(r.cumulativeTax) },
  { title: '累计已预扣税额', cell: (r) => formatYuan(r.prepaidBefore) },
];

/** /calculator/detail/list/:form — the twelve months of the cumulative method, every column, with totals. */
export function CalculatorDetailListPage() {
  const { form: param } = useParams();
  useScrollTop(param);
  const form = useMemo(() => decodeForm(wageMonthFormSchema, param), [param]);
  const result = useMemo(() => form && wageMonthResult(form), [form]);
  if (!form || !result) {
    return (
      <ResultFrame title={TITLE}>
        <InvalidForm />
      </ResultFrame>
    );
  }
  const { rows, totals } = result;
  return (
    <ResultFrame
      title={TITLE}
      share={{
        shareTitle: '个税月度收入明细',
        shareSubtitle: `全年个税 ${formatYuan(totals.tax)} 元`,
      }}
    >
      <div className="calc-page">
        <h2 className="calc-section__title">累计预扣法各月明细</h2>
        <p className="calc-hint">
          {form.city} · 月薪 {formatYuan(form.wage)} 元 · 三险一金 {formatYuan(form.insurance)}{' '}
          元/月 · 专项附加扣除 {formatYuan(form.annex)} 元/月
          {form.startMonth > 1 ? ` · ${form.startMonth}月入职` : ''}
          {form.firstJob ? ' · 年度首次取得工资（2020年第19号）' : ''}
          {form.annexClaims?.length
            ? ` · 年度中间开始的专项附加扣除：${form.annexClaims.map(annexClaimText).join('；')}`
            : ''}
          ；金额单位：元，左右滑动查看全部列
        </p>
        <div className="calc-table-wrap" tabIndex={0} role="region" aria-label="月度明细表">
          <table className="calc-table">
            <caption className="calc-sr-only">月度明细表，金额单位：元</caption>
            <thead>
              <tr>
                <th scope="col">月份</th>
                {COLUMNS.map((c) => (
                  <th
                    key={c.title}
                    scope="col"
                    className={c.title.length > 5 ? 'calc-table__th--wrap' : undefined}
                  >
                    <span>{c.title}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) =>
                r.employed ? (
                  <tr key={r.month}>
                    <th scope="row">{r.month}月</th>
                    {COLUMNS.map((c) => (
                      <td key={c.title}>{c.cell(r)}</td>
                    ))}
                  </tr>
                ) : (
                  <tr key={r.month} className="calc-table__idle">
                    <th scope="row">{r.month}月</th>
                    <td colSpan={COLUMNS.length} className="calc-table__note">
                      未任职
                    </td>
                  </tr>
                ),
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">合计</th>
                {COLUMNS.map((c) => (
                  <td key={c.title}>{c.total?.(totals) ?? ''}</td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="calc-hint">
          本月税额 = 累计应纳税所得额 × 预扣率 − 速算扣除数 −
          累计已预扣税额，为负时本月不预扣（年度中间不退税）。实际税负率{' '}
          {formatRate(totals.effectiveRate)}。
        </p>
        <RecalculateButton mode="wage-month" />
      </div>
    </ResultFrame>
  );
}
