import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the member area's issue; until then only its frame. */
export function FirmApplyPage() {
  return <ComingSoonFrame title="企业试用申请" />;
}
