import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the article area's issue; until then only its frame. */
export function V1ArticleSharePage() {
  return <ComingSoonFrame title="文章分享" />;
}
