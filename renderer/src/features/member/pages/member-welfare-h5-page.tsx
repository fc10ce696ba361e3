import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the member area's issue; until then only its frame. */
export function MemberWelfareH5Page() {
  return <ComingSoonFrame title="领取福利" />;
}
