import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the live area's issue; until then only its frame. */
export function LiveListPage() {
  return <ComingSoonFrame title="直播列表" />;
}
