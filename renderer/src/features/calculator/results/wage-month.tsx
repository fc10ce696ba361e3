import { Link } from 'react-router';
import { formatRate, formatYuan } from '../engine/money';
import { wageMonthResult } from '../lib/wage-month-result';
import { annexClaimText } from '../lib/annex-claim-text';
import { wageMonthFormSchema } from '../lib/form-codec';
import { CHART_COLORS } from '../components/money-chart';
import { MonthTaxList } from '../components/month-tax-list';
import { resultMode } from './result-mode';

/** The first month's withholding and the year by the cumulative method. */
export const wageMonthResultMode = resultMode(wageMonthFormSchema, (form, param) => {
  const result = wageMonthResult(form);
  const employed = result.rows.filter((r) => r.employed);
  const first = employed[0];
  const { totals } = result;
  // A month with less pay lowers the cumulative tax, but withholding never refunds during the year:
  // the difference comes back at the annual 汇算 (年度汇算).
  const yearTax = employed[employed.length - 1]?.cumulativeTax ?? 0;
  const refund = totals.tax - yearTax;
  const rising = employed.some((r) => r.rate !== first?.rate);
  return {
    share: {
      shareTitle: `月薪${formatYuan(form.wage)}元的个税计算结果`,
      shareSubtitle: `全年个税 ${formatYuan(totals.tax)} 元，税后 ${formatYuan(totals.afterTax)} 元`,
    },
    headline: {
      label: first ? `${first.month}月税后收入（元）` : '税后收入（元）',
      value: formatYuan(first?.afterTax ?? 0),
    },
    sections: [
      first && {
        kind: 'rows',
        header: `${first.month}月（${form.city}）· 金额单位：元`,
        rows: [
          { label: '税前工资', value: formatYuan(first.income) },
          { label: '减除费用', value: formatYuan(first.cumulativeBasicDeduction) },
          { label: '三险一金', value: formatYuan(first.insurance) },
          { label: '专项附加扣除', value: formatYuan(first.cumulativeAnnexDeduction) },
          ...(first.cumulativeOtherDeduction > 0
            ? [{ label: '其他扣除', value: formatYuan(first.cumulativeOtherDeduction) }]
            : []),
          { label: '应纳税所得额', value: formatYuan(first.cumulativeTaxable) },
          { label: '税率', value: formatRate(first.rate) },
          { label: '速算扣除数', value: formatYuan(first.quickDeduction) },
          { label: '应纳税额', value: formatYuan(first.tax), strong: true },
          { label: '税后收入', value: formatYuan(first.afterTax), strong: true },
        ],
      },
      first && {
        kind: 'hint',
        text: '应纳税所得额 = 税前工资 − 减除费用 − 三险一金 − 专项附加扣除 − 其他扣除（不足0按0计）；应纳税额 = 应纳税所得额 × 税率 − 速算扣除数；税后收入 = 税前工资 − 三险一金 − 应纳税额。',
      },
      {
        kind: 'rows',
        header: '全年合计 · 金额单位：元',
        rows: [
          { label: '全年税前收入', value: formatYuan(totals.income) },
          { label: '全年三险一金', value: formatYuan(totals.insurance) },
          { label: '全年预扣税额', value: formatYuan(totals.tax), strong: true },
          ...(refund > 0
            ? [
                { label: '按全年计算应纳税额', value: formatYuan(yearTax) },
                { label: '年度汇算可申请退税', value: formatYuan(refund), strong: true },
              ]
            : []),
          { label: '全年税后收入', value: formatYuan(totals.afterTax), strong: true },
          { label: '实际税负率', value: formatRate(totals.effectiveRate) },
        ],
      },
      {
        kind: 'chart',
        title: '全年收入去向',
        parts: [
          { label: '个人所得税', amount: totals.tax, color: CHART_COLORS.tax },
          { label: '三险一金', amount: totals.insurance, color: CHART_COLORS.insurance },
          { label: '税后收入', amount: totals.afterTax, color: CHART_COLORS.takeHome },
        ],
      },
      Boolean(form.annexClaims?.length) && {
        kind: 'hint',
        text: `年度中间开始的专项附加扣除：${(form.annexClaims ?? []).map(annexClaimText).join('；')}。补扣当月累计税额可能低于已预扣税额，该月不预扣，年度中间不退税。`,
      },
      { kind: 'block', node: <MonthTaxList rows={employed} /> },
      rising && {
        kind: 'hint',
        text: '累计应纳税所得额越过税率档后预扣率提高，所以年内靠后月份的预扣税额较高，这是累计预扣法的正常结果；月度明细列出每月的累计数。',
      },
    ],
    actions: (
      <Link className="calc-btn calc-btn--primary" to={`/calculator/detail/list/${param}`}>
        月度明细
      </Link>
    ),
  };
});
