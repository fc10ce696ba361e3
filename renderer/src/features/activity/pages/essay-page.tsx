import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the activity area's issue; until then only its frame. */
export function EssayPage() {
  return <ComingSoonFrame title="原创征文大赛" />;
}
