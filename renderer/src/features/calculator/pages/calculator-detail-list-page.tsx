import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the calculator area's issue; until then only its frame. */
export function CalculatorDetailListPage() {
  return <ComingSoonFrame title="月度收入明细" />;
}
