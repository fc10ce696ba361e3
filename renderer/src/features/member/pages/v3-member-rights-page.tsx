import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the member area's issue; until then only its frame. */
export function V3MemberRightsPage() {
  return <ComingSoonFrame title="特权对比" />;
}
