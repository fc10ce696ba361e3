import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the qa area's issue; until then only its frame. */
export function QaEditPage() {
  return <ComingSoonFrame title="编辑回答" />;
}
