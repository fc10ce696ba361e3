import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the activity area's issue; until then only its frame. */
export function ActivityPage() {
  return <ComingSoonFrame title="活动详情" />;
}
