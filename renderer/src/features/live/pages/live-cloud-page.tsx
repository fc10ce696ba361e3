import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the live area's issue; until then only its frame. */
export function LiveCloudPage() {
  return <ComingSoonFrame title="云课堂" />;
}
