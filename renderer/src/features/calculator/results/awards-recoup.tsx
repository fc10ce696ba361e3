import { formatYuan } from '../engine/money';
import { severance } from '../engine/severance';
import { awardsRecoupFormSchema } from '../lib/form-codec';
import { CHART_COLORS } from '../components/money-chart';
import { taxOutcomeRows } from '../components/tax-outcome-rows';
import { resultMode } from './result-mode';

/** Severance: 3 × the local average wage exempt, the excess on the annual table. */
export const awardsRecoupResultMode = resultMode(awardsRecoupFormSchema, (form) => {
  const r = severance({
    compensation: form.compensation,
    averageAnnualWage: form.averageWage,
    insurancePaid: form.insurancePaid,
  });
  return {
    share: {
      shareTitle: `补偿金${formatYuan(r.compensation)}元的个税计算结果`,
      shareSubtitle: `应纳税额 ${formatYuan(r.tax)} 元`,
    },
    headline: { label: '税后补偿金（元）', value: formatYuan(r.afterTax) },
    sections: [
      {
        kind: 'rows',
        header: `解除劳动关系一次性补偿收入（${form.city}）`,
        rows: [
          { label: '补偿金', value: formatYuan(r.compensation) },
          { label: '上年职工平均工资', value: formatYuan(form.averageWage) },
          { label: '免税额（3倍）', value: formatYuan(r.exemptLimit) },
          { label: '扣除三险一金', value: formatYuan(r.insurancePaid) },
          { label: '应纳税所得额', value: formatYuan(r.taxable) },
          ...taxOutcomeRows(r),
        ],
      },
      {
        kind: 'chart',
        title: '补偿金去向',
        parts: [
          { label: '个人所得税', amount: r.tax, color: CHART_COLORS.tax },
          { label: '三险一金', amount: r.insurancePaid, color: CHART_COLORS.insurance },
          { label: '税后收入', amount: r.afterTax, color: CHART_COLORS.takeHome },
        ],
      },
      {
        kind: 'hint',
        text: '依据财税〔2018〕164号第五条（一）：超过当地上年职工平均工资3倍的部分不并入当年综合所得，单独适用综合所得税率表计税，不减除5,000元、不按工作年限分摊。上年职工平均工资以当地统计部门公布数为准，各城市默认值为估算，待确认。',
      },
    ],
  };
});
