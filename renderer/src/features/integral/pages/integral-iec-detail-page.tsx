import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the integral area's issue; until then only its frame. */
export function IntegralIecDetailPage() {
  return <ComingSoonFrame title="订单详情" />;
}
