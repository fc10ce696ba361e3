import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the integral area's issue; until then only its frame. */
export function IntegralOrderPage() {
  return <ComingSoonFrame title="填写订单" />;
}
