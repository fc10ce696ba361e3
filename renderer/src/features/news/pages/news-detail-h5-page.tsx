import { NewsDetailView } from '../components/news-detail-view';

/** /news/detail/h5/:id — a shared news item. */
export function NewsDetailH5Page() {
  return <NewsDetailView variant="h5" />;
}
