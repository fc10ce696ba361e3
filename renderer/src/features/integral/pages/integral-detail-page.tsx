import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the integral area's issue; until then only its frame. */
export function IntegralDetailPage() {
  return <ComingSoonFrame title="商品详情" />;
}
