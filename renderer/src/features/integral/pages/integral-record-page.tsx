import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the integral area's issue; until then only its frame. */
export function IntegralRecordPage() {
  return <ComingSoonFrame title="兑换记录" />;
}
