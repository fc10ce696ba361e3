import { KeywordArticles } from '../components/keyword-articles';

/** `/v1/article/word?keyword=`: keyword articles, opening v1 details. */
export function V1ArticleWordPage() {
  return <KeywordArticles title="关键词文章" detailPath={(id) => `/v1/article/detail/${id}`} />;
}
