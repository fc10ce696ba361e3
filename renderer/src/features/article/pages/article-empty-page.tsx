import { ArticleEmpty } from '../components/article-empty';

/** `/article/empty`: where in-app article routes go when the article does not exist. */
export function ArticleEmptyPage() {
  return <ArticleEmpty h5={false} />;
}
