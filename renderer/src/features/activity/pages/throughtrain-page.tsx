import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the activity area's issue; until then only its frame. */
export function ThroughtrainPage() {
  return <ComingSoonFrame title="直通车" />;
}
