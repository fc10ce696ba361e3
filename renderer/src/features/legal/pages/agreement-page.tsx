import { STATIC_HTML_IDS } from '@/contracts/api/legal';
import { StaticDoc } from '../components/static-doc';

/** /agreement — the user agreement. */
export function AgreementPage() {
  return <StaticDoc id={STATIC_HTML_IDS.agreement} title="用户协议" />;
}
