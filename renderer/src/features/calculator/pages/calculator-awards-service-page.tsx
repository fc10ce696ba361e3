import { useMemo } from 'react';
import { useParams } from 'react-router';
import { formatYuan } from '../engine/money';
import { laborService } from '../engine/labor-service';
import { awardsServiceFormSchema, decodeForm } from '../lib/form-codec';
import { InvalidForm } from '../components/invalid-form';
import { ResultFrame } from '../components/result-frame';
import { useScrollTop } from '../hooks/use-scroll-top';
import { ResultRows } from '../components/result-rows';
import { taxOutcomeRows } from '../components/tax-outcome-rows';
import { ResultHeadline } from '../components/result-headline';
import { RecalculateButton } from '../components/recalculate-button';
import { CHART_COLORS, MoneyChart } from '../components/money-chart';
import '../calculator.css';

const TITLE = '劳务报酬计算结果';

/** /calculator/awards/service/:form — one payment's prepayment on table 二. */
export function CalculatorAwardsServicePage() {
  const { form: param } = useParams();
  useScrollTop(param);
  const form = useMemo(() => decodeForm(awardsServiceFormSchema, param), [param]);
  const r = useMemo(() => form && laborService(form.income), [form]);
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
        shareTitle: `劳务报酬${formatYuan(r.income)}元的个税计算结果`,
        shareSubtitle: `预扣税额 ${formatYuan(r.tax)} 元`,
      }}
    >
      <div className="calc-page">
        <ResultHeadline label="税后收入（元）" value={formatYuan(r.afterTax)} />
        <ResultRows
          header="劳务报酬预扣预缴（预扣率表二）"
          rows={[
            { label: '劳务报酬', value: formatYuan(r.income) },
            { label: '减除费用', value: formatYuan(r.expense) },
            { label: '应纳税所得额', value: formatYuan(r.taxable) },
            ...taxOutcomeRows(r),
          ]}
        />
        <MoneyChart
          title="劳务报酬去向"
          parts={[
            { label: '个人所得税', amount: r.tax, color: CHART_COLORS.tax },
            { label: '税后收入', amount: r.afterTax, color: CHART_COLORS.takeHome },
          ]}
        />
        <p className="calc-hint">
          此为支付方预扣预缴税额；劳务报酬并入综合所得，年度汇算时多退少补。
        </p>
        <RecalculateButton mode="awards-service" />
      </div>
    </ResultFrame>
  );
}
