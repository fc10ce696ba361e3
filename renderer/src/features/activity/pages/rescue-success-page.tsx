import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the activity area's issue; until then only its frame. */
export function RescueSuccessPage() {
  return <ComingSoonFrame title="提交成功" />;
}
