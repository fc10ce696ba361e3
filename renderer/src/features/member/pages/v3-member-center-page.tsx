import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the member area's issue; until then only its frame. */
export function V3MemberCenterPage() {
  return <ComingSoonFrame title="会员中心" />;
}
