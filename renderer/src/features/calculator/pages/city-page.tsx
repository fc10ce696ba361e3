import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the calculator area's issue; until then only its frame. */
export function CityPage() {
  return <ComingSoonFrame title="选择城市" />;
}
