import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the general area's issue; until then only its frame. */
export function EmptyPage() {
  return <ComingSoonFrame title="资源不存在" />;
}
