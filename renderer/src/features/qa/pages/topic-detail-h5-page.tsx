import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the qa area's issue; until then only its frame. */
export function TopicDetailH5Page() {
  return <ComingSoonFrame title="专题详情" />;
}
