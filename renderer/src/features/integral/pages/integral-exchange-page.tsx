import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the integral area's issue; until then only its frame. */
export function IntegralExchangePage() {
  return <ComingSoonFrame title="收货信息" />;
}
