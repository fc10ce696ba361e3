import { LiveListView } from '../components/live-list-view';

/** /v1/live/list: the same list as /live/list. */
export function V1LiveListPage() {
  return <LiveListView />;
}
