import { ArticleScreen } from '../components/article-screen';

/** `/v3/article/detail/:id?`: see ARTICLE_VARIANTS.v3ArticleDetail. */
export function V3ArticleDetailPage() {
  return <ArticleScreen routeName="v3ArticleDetail" />;
}
