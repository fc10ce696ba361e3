import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the article area's issue; until then only its frame. */
export function V2ArticleWordPage() {
  return <ComingSoonFrame title="关键词文章" />;
}
