import { ArticleScreen } from '../components/article-screen';

/** `/article/preview`: see ARTICLE_VARIANTS.ArticlePreview. */
export function ArticlePreviewPage() {
  return <ArticleScreen routeName="ArticlePreview" />;
}
