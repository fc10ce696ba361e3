import { ArticleScreen } from '../components/article-screen';

/** `/v2/article/detail/:id?`: see ARTICLE_VARIANTS.v2ArticleDetail. */
export function V2ArticleDetailPage() {
  return <ArticleScreen routeName="v2ArticleDetail" />;
}
