import { LiveListView } from '../components/live-list-view';

/** /live/list: live sessions by status. */
export function LiveListPage() {
  return <LiveListView />;
}
