import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the live area's issue; until then only its frame. */
export function V1LiveDetailPage() {
  return <ComingSoonFrame title="课程详情" />;
}
