import { QaDetailView } from '../components/qa-detail-view';

/** /qa/detail/h5/:id — the Q&A detail a shared link opens. */
export function QaDetailH5Page() {
  return <QaDetailView variant="h5" title="问答详情" />;
}
