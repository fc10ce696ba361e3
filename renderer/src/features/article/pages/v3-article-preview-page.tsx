import { ArticleScreen } from '../components/article-screen';

/** `/v3/article/preview`: see ARTICLE_VARIANTS.v3ArticlePreview. */
export function V3ArticlePreviewPage() {
  return <ArticleScreen routeName="v3ArticlePreview" />;
}
