import { NewsDetailView } from '../components/news-detail-view';

/** /news/detail/:id — a news item in the app. */
export function NewsDetailPage() {
  return <NewsDetailView variant="app" />;
}
