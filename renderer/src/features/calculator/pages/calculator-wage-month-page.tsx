import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the calculator area's issue; until then only its frame. */
export function CalculatorWageMonthPage() {
  return <ComingSoonFrame title="工资薪金（月度）计算结果" />;
}
