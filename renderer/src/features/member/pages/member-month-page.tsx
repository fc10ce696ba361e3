import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the member area's issue; until then only its frame. */
export function MemberMonthPage() {
  return <ComingSoonFrame title="标准版企业体验月卡" />;
}
