import { STATIC_HTML_IDS } from '@/contracts/api/legal';
import { StaticDoc } from '../components/static-doc';

/** /cecurity (the path's spelling, kept for old links) — the security and privacy agreement. */
export function CecurityPage() {
  return <StaticDoc id={STATIC_HTML_IDS.security} title="安全协议" />;
}
