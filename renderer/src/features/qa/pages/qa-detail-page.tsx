import { QaDetailView } from '../components/qa-detail-view';

/** /qa/detail/:id — the in-app Q&A detail. */
export function QaDetailPage() {
  return <QaDetailView variant="app" title="问答详情" />;
}
