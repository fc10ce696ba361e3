import { useMemo } from 'react';
import { useParams } from 'react-router';
import { formatYuan } from '../engine/money';
import { severance } from '../engine/severance';
import { awardsRecoupFormSchema, decodeForm } from '../lib/form-codec';
import { InvalidForm } from '../components/invalid-form';
import { ResultFrame } from '../components/result-frame';
import { useScrollTop } from '../hooks/use-scroll-top';
import { ResultRows } from '../components/result-rows';
import { taxOutcomeRows } from '../components/tax-outcome-rows';
import { ResultHeadline } from '../components/result-headline';
import { RecalculateButton } from '../components/recalculate-button';
import { CHART_COLORS, MoneyChart } from '../components/money-chart';
import '../calculator.css';

const TITLE = '解除劳动合同补偿金计算结果';

/** /calculator/awards/recoup/:form — severance: 3 × average wage exempt, the excess on the annual table. */
export function CalculatorAwardsRecoupPage() {
  const { form: param } = useParams();
  useScrollTop(param);
  const form = useMemo(() => decodeForm(awardsRecoupFormSchema, param), [param]);
  const r = useMemo(
    () =>
      form &&
      severance({
        compensation: form.compensation,
        averageAnnualWage: form.averageWage,
        insurancePaid: form.insurancePaid,
      }),
    [form],
  );
  if (!form || !r) {
    return (
      <ResultFrame title={TITLE}>
        <InvalidForm />
      </ResultFrame>
    );
  }
  return (
    <ResultFrame
      title={TITLE}
      share={{
        shareTitle: `补偿金${formatYuan(r.compensation)}元的个税计算结果`,
        shareSubtitle: `应纳税额 ${formatYuan(r.tax)} 元`,
      }}
    >
      <div className="calc-page">
        <ResultHeadline label="税后补偿金（元）" value={formatYuan(r.afterTax)} />
        <ResultRows
          header={`解除劳动关系一次性补偿收入（${form.city}）`}
          rows={[
            { label: '补偿金', value: formatYuan(r.compensation) },
            { label: '上年职工平均工资', value: formatYuan(form.averageWage) },
            { label: '免税额（3倍）', value: formatYuan(r.exemptLimit) },
            { label: '扣除三险一金', value: formatYuan(r.insurancePaid) },
            { label: '应纳税所得额', value: formatYuan(r.taxable) },
            ...taxOutcomeRows(r),
          ]}
        />
        <MoneyChart
          title="补偿金去向"
          parts={[
            { label: '个人所得税', amount: r.tax, color: CHART_COLORS.tax },
            { label: '三险一金', amount: r.insurancePaid, color: CHART_COLORS.insurance },
            { label: '税后收入', amount: r.afterTax, color: CHART_COLORS.takeHome },
          ]}
        />
        <p className="calc-hint">
          依据财税〔2018〕164号第五条（一）：超过当地上年职工平均工资3倍的部分不并入当年综合所得，单独适用综合所得税率表计税，不减除5,000元、不按工作年限分摊。上年职工平均工资以当地统计部门公布数为准，各城市默认值为估算，待确认。
        </p>
        <RecalculateButton mode="awards-recoup" />
      </div>
    </ResultFrame>
  );
}
