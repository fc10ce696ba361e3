import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the contribute area's issue; until then only its frame. */
export function ContributeDetailPage() {
  return <ComingSoonFrame title="投稿详情" />;
}
