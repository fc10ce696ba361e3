import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the contribute area's issue; until then only its frame. */
export function DeliveryPage() {
  return <ComingSoonFrame title="作品管理" />;
}
