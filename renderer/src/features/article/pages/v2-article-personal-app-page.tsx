import { ArticleScreen } from '../components/article-screen';

/** `/v2/article/personal/app/:id?`: see ARTICLE_VARIANTS.v2ArticlePersonalApp. */
export function V2ArticlePersonalAppPage() {
  return <ArticleScreen routeName="v2ArticlePersonalApp" />;
}
