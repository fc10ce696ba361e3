import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the contribute area's issue; until then only its frame. */
export function MaterialPage() {
  return <ComingSoonFrame title="我的文章" />;
}
