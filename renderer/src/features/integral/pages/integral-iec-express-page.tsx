import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the integral area's issue; until then only its frame. */
export function IntegralIecExpressPage() {
  return <ComingSoonFrame title="物流信息" />;
}
