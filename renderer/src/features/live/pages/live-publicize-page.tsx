import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the live area's issue; until then only its frame. */
export function LivePublicizePage() {
  return <ComingSoonFrame title="直播课程" />;
}
