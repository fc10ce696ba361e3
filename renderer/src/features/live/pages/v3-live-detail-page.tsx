import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the live area's issue; until then only its frame. */
export function V3LiveDetailPage() {
  return <ComingSoonFrame title="精品课程" />;
}
