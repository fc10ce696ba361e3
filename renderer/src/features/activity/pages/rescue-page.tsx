import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the activity area's issue; until then only its frame. */
export function RescuePage() {
  return <ComingSoonFrame title="灾区税务咨询" />;
}
