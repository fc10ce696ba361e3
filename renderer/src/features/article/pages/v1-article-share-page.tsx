import { ArticleScreen } from '../components/article-screen';

/** `/v1/article/share/:id`: see ARTICLE_VARIANTS.v1ArticleShare. */
export function V1ArticleSharePage() {
  return <ArticleScreen routeName="v1ArticleShare" />;
}
