import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the qa area's issue; until then only its frame. */
export function QaDetailPage() {
  return <ComingSoonFrame title="问答详情" />;
}
