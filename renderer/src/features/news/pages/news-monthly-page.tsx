import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the news area's issue; until then only its frame. */
export function NewsMonthlyPage() {
  return <ComingSoonFrame title="月度资讯" />;
}
