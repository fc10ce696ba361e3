import { IssueView } from '../components/issue-view';

/** /news/list/h5/:id — a shared monthly issue. */
export function NewsListH5Page() {
  return <IssueView variant="h5" />;
}
