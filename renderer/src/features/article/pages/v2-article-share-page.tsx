import { ArticleScreen } from '../components/article-screen';

/** `/v2/article/share/:id?`: see ARTICLE_VARIANTS.v2ArticleShare. */
export function V2ArticleSharePage() {
  return <ArticleScreen routeName="v2ArticleShare" />;
}
