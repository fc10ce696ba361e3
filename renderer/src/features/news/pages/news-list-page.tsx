import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the news area's issue; until then only its frame. */
export function NewsListPage() {
  return <ComingSoonFrame title="资讯列表" />;
}
