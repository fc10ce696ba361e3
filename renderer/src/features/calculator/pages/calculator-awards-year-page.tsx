import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the calculator area's issue; until then only its frame. */
export function CalculatorAwardsYearPage() {
  return <ComingSoonFrame title="全年一次性奖金计算结果" />;
}
