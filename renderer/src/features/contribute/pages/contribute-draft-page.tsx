import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the contribute area's issue; until then only its frame. */
export function ContributeDraftPage() {
  return <ComingSoonFrame title="草稿箱" />;
}
