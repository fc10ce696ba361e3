import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the activity area's issue; until then only its frame. */
export function PublicizePage() {
  return <ComingSoonFrame title="关于我们" />;
}
