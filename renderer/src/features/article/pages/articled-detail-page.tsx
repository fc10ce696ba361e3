import { ArticleScreen } from '../components/article-screen';

/** `/article/detail/:id`: see ARTICLE_VARIANTS.ArticledDetail. */
export function ArticledDetailPage() {
  return <ArticleScreen routeName="ArticledDetail" />;
}
