import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the qa area's issue; until then only its frame. */
export function QaEditHistoryPage() {
  return <ComingSoonFrame title="编辑历史" />;
}
