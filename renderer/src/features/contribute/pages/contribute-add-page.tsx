import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the contribute area's issue; until then only its frame. */
export function ContributeAddPage() {
  return <ComingSoonFrame title="投稿" />;
}
