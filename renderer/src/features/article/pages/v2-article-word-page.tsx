import { KeywordArticles } from '../components/keyword-articles';

/** `/v2/article/word?keyword=`: keyword articles, opening v2 details. */
export function V2ArticleWordPage() {
  return <KeywordArticles title="关键词文章" detailPath={(id) => `/v2/article/detail/${id}`} />;
}
