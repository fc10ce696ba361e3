import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the activity area's issue; until then only its frame. */
export function ExchangeByMobilePage() {
  return <ComingSoonFrame title="兑换码兑换" />;
}
