import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the calculator area's issue; until then only its frame. */
export function CalculatorAwardsRecoupPage() {
  return <ComingSoonFrame title="解除劳动合同补偿金计算结果" />;
}
