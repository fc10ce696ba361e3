import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the general area's issue; until then only its frame. */
export function PosterPage() {
  return <ComingSoonFrame title="邀请卡" />;
}
