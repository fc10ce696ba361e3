import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatRate, formatYuan } from '../engine/money';
import { decodeForm, wageMonthFormSchema } from '../lib/form-codec';
import { wageMonthResult } from '../lib/wage-month-result';
import { InvalidForm } from '../components/invalid-form';
import { ResultFrame } from '../components/result-frame';
import { useScrollTop } from '../hooks/use-scroll-top';
import '../calculator.css';

const TITLE = '月度收入明细';

const COLUMNS = [
  '月份',
  '税前收入',
  '累计收入',
  '累计减除费用',
  '累计专项扣除',
  '累计专项附加扣除',
  '累计其他扣除',
  '累计应纳税所得额',
  '预扣率',
  '速算扣除数',
  '累计应纳税额',
  '累计已预扣税额',
  '本月税额',
  '税后收入',
] as const;

/** /calculator/detail/list/:form — the twelve months of the cumulative method, every column, with totals. */
export function CalculatorDetailListPage() {
  const { form: param } = useParams();
  const navigate = useNavigate();
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
    <ResultFrame title={TITLE} share={{ shareTitle: '个税月度收入明细', shareSubtitle: `全年个税 ${formatYuan(totals.tax)} 元` }}>
      <div className="calc-page">
        <p className="calc-hint">
          {form.city} · 月薪 {formatYuan(form.wage)} 元 · 三险一金 {formatYuan(form.insurance)} 元/月 · 专项附加扣除 {formatYuan(form.annex)} 元/月
          {form.startMonth > 1 ? ` · ${form.startMonth}月入职` : ''}
          {form.firstJob ? ' · 年度首次取得工资（2020年第19号）' : ''}；金额单位：元，左右滑动查看全部列
        </p>
        <div className="calc-table-wrap" tabIndex={0} role="region" aria-label="月度明细表">
          <table className="calc-table">
            <caption className="calc-sr-only">月度明细表，金额单位：元</caption>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) =>
                r.employed ? (
                  <tr key={r.month}>
                    <th scope="row">{r.month}月</th>
                    <td>{formatYuan(r.income)}</td>
                    <td>{formatYuan(r.cumulativeIncome)}</td>
                    <td>{formatYuan(r.cumulativeBasicDeduction)}</td>
                    <td>{formatYuan(r.cumulativeSpecialDeduction)}</td>
                    <td>{formatYuan(r.cumulativeAnnexDeduction)}</td>
                    <td>{formatYuan(r.cumulativeOtherDeduction)}</td>
                    <td>{formatYuan(r.cumulativeTaxable)}</td>
                    <td>{formatRate(r.rate)}</td>
                    <td>{formatYuan(r.quickDeduction)}</td>
                    <td>{formatYuan(r.cumulativeTax)}</td>
                    <td>{formatYuan(r.prepaidBefore)}</td>
                    <td>{formatYuan(r.tax)}</td>
                    <td>{formatYuan(r.afterTax)}</td>
                  </tr>
                ) : (
                  <tr key={r.month} className="calc-table__idle">
                    <th scope="row">{r.month}月</th>
                    <td colSpan={COLUMNS.length - 1} style={{ textAlign: 'left' }}>
                      未任职
                    </td>
                  </tr>
                ),
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">合计</th>
                <td>{formatYuan(totals.income)}</td>
                <td colSpan={2} />
                <td>{formatYuan(totals.insurance)}</td>
                <td>{formatYuan(totals.annex)}</td>
                <td>{formatYuan(totals.other)}</td>
                <td colSpan={5} />
                <td>{formatYuan(totals.tax)}</td>
                <td>{formatYuan(totals.afterTax)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="calc-hint">
          本月税额 = 累计应纳税所得额 × 预扣率 − 速算扣除数 − 累计已预扣税额，为负时本月不预扣（年度中间不退税）。实际税负率 {formatRate(totals.effectiveRate)}。
        </p>
        <div className="calc-actions">
          <Button onClick={() => navigate('/calculator?mode=wage-month')}>重新计算</Button>
        </div>
      </div>
    </ResultFrame>
  );
}
