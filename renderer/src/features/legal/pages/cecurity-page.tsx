import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the legal area's issue; until then only its frame. */
export function CecurityPage() {
  return <ComingSoonFrame title="安全协议" />;
}
