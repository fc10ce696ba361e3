import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the calculator area's issue; until then only its frame. */
export function CalculatorWageYearPage() {
  return <ComingSoonFrame title="综合所得年度汇算结果" />;
}
