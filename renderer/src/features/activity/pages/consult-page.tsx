import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the activity area's issue; until then only its frame. */
export function ConsultPage() {
  return <ComingSoonFrame title="免费咨询券" />;
}
