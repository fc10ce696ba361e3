import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the integral area's issue; until then only its frame. */
export function IntegralSuccessPage() {
  return <ComingSoonFrame title="兑换成功" />;
}
