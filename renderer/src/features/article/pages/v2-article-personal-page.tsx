import { ArticleScreen } from '../components/article-screen';

/** `/v2/article/personal/:id?`: see ARTICLE_VARIANTS.v2ArticlePersonal. */
export function V2ArticlePersonalPage() {
  return <ArticleScreen routeName="v2ArticlePersonal" />;
}
