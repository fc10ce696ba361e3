import { ArticleScreen } from '../components/article-screen';

/** `/article/share/:id`: see ARTICLE_VARIANTS.ArticleShare. */
export function ArticleSharePage() {
  return <ArticleScreen routeName="ArticleShare" />;
}
