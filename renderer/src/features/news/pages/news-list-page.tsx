import { IssueView } from '../components/issue-view';

/** /news/list/:id — a monthly issue in the app. */
export function NewsListPage() {
  return <IssueView variant="app" />;
}
