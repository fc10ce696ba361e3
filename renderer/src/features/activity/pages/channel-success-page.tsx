import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the activity area's issue; until then only its frame. */
export function ChannelSuccessPage() {
  return <ComingSoonFrame title="领取成功" />;
}
