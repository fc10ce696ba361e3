import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the article area's issue; until then only its frame. */
export function V3ArticleDetailPage() {
  return <ComingSoonFrame title="文章详情" />;
}
