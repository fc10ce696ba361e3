import { formatRate, formatYuan } from '../engine/money';
import { annualIncome } from '../engine/annual-income';
import { wageYearFormSchema } from '../lib/form-codec';
import { CHART_COLORS } from '../components/money-chart';
import { resultMode } from './result-mode';

/** 综合所得 on the annual table, and the settlement when prepaid tax is given. */
export const wageYearResultMode = resultMode(wageYearFormSchema, (form) => {
  const r = annualIncome({
    wages: form.wages,
    labour: form.labour,
    author: form.author,
    royalty: form.royalty,
    special: form.special,
    annex: form.annex,
    other: form.other,
    privatePension: form.pension,
    prepaid: form.prepaid,
  });
  const s = r.settlement;
  return {
    share: {
      shareTitle: '综合所得年度汇算计算结果',
      shareSubtitle: `全年应纳税额 ${formatYuan(r.tax)} 元`,
    },
    headline: {
      label: s ? (s.kind === 'refund' ? '应退税额（元）' : '应补税额（元）') : '全年应纳税额（元）',
      value: formatYuan(s ? s.amount : r.tax),
    },
    sections: [
      s && {
        kind: 'hint',
        status: true,
        warn: !s.filingExempt,
        text:
          s.kind === 'refund'
            ? '已预缴税额多于应纳税额，可办理年度汇算申请退税。'
            : (s.exemptReason ?? '需在次年3月1日至6月30日办理年度汇算并补税。'),
      },
      {
        kind: 'rows',
        header: '收入额',
        rows: [
          { label: '工资薪金', value: formatYuan(r.wageAmount) },
          { label: '劳务报酬（×80%）', value: formatYuan(r.labourAmount) },
          { label: '稿酬（×80%×70%）', value: formatYuan(r.authorAmount) },
          { label: '特许权使用费（×80%）', value: formatYuan(r.royaltyAmount) },
          { label: '收入额合计', value: formatYuan(r.incomeAmount) },
        ],
      },
      {
        kind: 'rows',
        header: '计算结果',
        rows: [
          { label: '减除费用', value: formatYuan(r.basicDeduction) },
          { label: '专项扣除（三险一金）', value: formatYuan(r.special) },
          { label: '专项附加扣除', value: formatYuan(r.annex) },
          {
            label: `其他扣除（含个人养老金 ${formatYuan(r.privatePensionAllowed)}）`,
            value: formatYuan(r.other),
          },
          { label: '应纳税所得额', value: formatYuan(r.taxable) },
          { label: '税率', value: formatRate(r.rate) },
          { label: '速算扣除数', value: formatYuan(r.quickDeduction) },
          { label: '应纳税额', value: formatYuan(r.tax), strong: true },
          ...(s ? [{ label: '已预缴税额', value: formatYuan(s.prepaid) }] : []),
          { label: '税后收入', value: formatYuan(r.afterTax), strong: true },
          { label: '实际税负率', value: formatRate(r.effectiveRate) },
        ],
      },
      {
        kind: 'chart',
        title: '全年收入去向',
        parts: [
          { label: '个人所得税', amount: r.tax, color: CHART_COLORS.tax },
          { label: '三险一金', amount: r.special, color: CHART_COLORS.insurance },
          { label: '税后收入', amount: r.afterTax, color: CHART_COLORS.takeHome },
        ],
      },
    ],
  };
});
