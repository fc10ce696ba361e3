import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the calculator area's issue; until then only its frame. */
export function CalculatorPage() {
  return <ComingSoonFrame title="个税计算器" />;
}
