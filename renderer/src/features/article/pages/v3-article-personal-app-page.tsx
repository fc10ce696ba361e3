import { ArticleScreen } from '../components/article-screen';

/** `/v3/article/personal/app/:id?`: see ARTICLE_VARIANTS.v3ArticlePersonalApp. */
export function V3ArticlePersonalAppPage() {
  return <ArticleScreen routeName="v3ArticlePersonalApp" />;
}
