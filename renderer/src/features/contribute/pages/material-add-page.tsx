import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the contribute area's issue; until then only its frame. */
export function MaterialAddPage() {
  return <ComingSoonFrame title="写文章" />;
}
