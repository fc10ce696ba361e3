import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the legal area's issue; until then only its frame. */
export function AgreementPage() {
  return <ComingSoonFrame title="用户协议" />;
}
