import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the live area's issue; until then only its frame. */
export function LiveSeriesDetailPage() {
  return <ComingSoonFrame title="系列课程" />;
}
