import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the activity area's issue; until then only its frame. */
export function RescueApplyPage() {
  return <ComingSoonFrame title="咨询申请" />;
}
