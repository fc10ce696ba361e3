import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the activity area's issue; until then only its frame. */
export function MemberCardPage() {
  return <ComingSoonFrame title="会员卡" />;
}
