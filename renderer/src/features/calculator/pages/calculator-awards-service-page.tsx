import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the calculator area's issue; until then only its frame. */
export function CalculatorAwardsServicePage() {
  return <ComingSoonFrame title="劳务报酬计算结果" />;
}
