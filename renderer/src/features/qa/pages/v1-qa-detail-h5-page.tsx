import { QaDetailView } from '../components/qa-detail-view';

/** /v1/qa/detail/h5/:id — the v1 share link of a Q&A. */
export function V1QaDetailH5Page() {
  return <QaDetailView variant="h5" title="问答详情" />;
}
