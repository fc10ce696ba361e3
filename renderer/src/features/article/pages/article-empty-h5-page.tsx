import { ArticleEmpty } from '../components/article-empty';

/** `/article/empty/h5`: where share and browser routes go when the article does not exist. */
export function ArticleEmptyH5Page() {
  return <ArticleEmpty h5 />;
}
