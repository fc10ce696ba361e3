import { formatYuan } from '../engine/money';
import { laborService } from '../engine/labor-service';
import { awardsServiceFormSchema } from '../lib/form-codec';
import { CHART_COLORS } from '../components/money-chart';
import { taxOutcomeRows } from '../components/tax-outcome-rows';
import { resultMode } from './result-mode';

/** 劳务报酬: one payment's prepayment on table 二. */
export const awardsServiceResultMode = resultMode(awardsServiceFormSchema, (form) => {
  const r = laborService(form.income);
  return {
    share: {
      shareTitle: `劳务报酬${formatYuan(r.income)}元的个税计算结果`,
      shareSubtitle: `预扣税额 ${formatYuan(r.tax)} 元`,
    },
    headline: { label: '税后收入（元）', value: formatYuan(r.afterTax) },
    sections: [
      {
        kind: 'rows',
        header: '劳务报酬预扣预缴（预扣率表二）',
        rows: [
          { label: '劳务报酬', value: formatYuan(r.income) },
          { label: '减除费用', value: formatYuan(r.expense) },
          { label: '应纳税所得额', value: formatYuan(r.taxable) },
          ...taxOutcomeRows(r),
        ],
      },
      {
        kind: 'chart',
        title: '劳务报酬去向',
        parts: [
          { label: '个人所得税', amount: r.tax, color: CHART_COLORS.tax },
          { label: '税后收入', amount: r.afterTax, color: CHART_COLORS.takeHome },
        ],
      },
      {
        kind: 'hint',
        text: '此为支付方预扣预缴税额；劳务报酬并入综合所得，年度汇算时多退少补。',
      },
    ],
  };
});
