import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the integral area's issue; until then only its frame. */
export function IntegralMallPage() {
  return <ComingSoonFrame title="积分商城" />;
}
