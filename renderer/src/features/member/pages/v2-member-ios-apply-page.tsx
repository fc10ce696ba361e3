import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the member area's issue; until then only its frame. */
export function V2MemberIosApplyPage() {
  return <ComingSoonFrame title="开通会员" />;
}
