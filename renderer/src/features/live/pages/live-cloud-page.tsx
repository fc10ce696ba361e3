import { CloudView } from '../components/cloud-view';

/** /live/cloud: the recorded library. */
export function LiveCloudPage() {
  return <CloudView />;
}
