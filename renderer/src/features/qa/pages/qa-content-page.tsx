import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the qa area's issue; until then only its frame. */
export function QaContentPage() {
  return <ComingSoonFrame title="我要提问" />;
}
