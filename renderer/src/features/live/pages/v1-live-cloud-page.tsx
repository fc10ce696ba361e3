import { CloudView } from '../components/cloud-view';

/** /v1/live/cloud: the same library as /live/cloud. */
export function V1LiveCloudPage() {
  return <CloudView />;
}
