import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the news area's issue; until then only its frame. */
export function NewsDetailPage() {
  return <ComingSoonFrame title="资讯详情" />;
}
