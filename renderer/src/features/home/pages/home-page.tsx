import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the home area's issue; until then only its frame. */
export function HomePage() {
  return <ComingSoonFrame title="首页" />;
}
