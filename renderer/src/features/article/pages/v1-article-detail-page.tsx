import { ArticleScreen } from '../components/article-screen';

/** `/v1/article/detail/:id`: see ARTICLE_VARIANTS.v1ArticleDetail. */
export function V1ArticleDetailPage() {
  return <ArticleScreen routeName="v1ArticleDetail" />;
}
