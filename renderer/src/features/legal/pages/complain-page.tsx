import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the legal area's issue; until then only its frame. */
export function ComplainPage() {
  return <ComingSoonFrame title="投诉与建议" />;
}
