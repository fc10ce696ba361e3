import { ComingSoonFrame } from '@/components/page-frame';

/** Built by the general area's issue; until then only its frame. */
export function RegisterPage() {
  return <ComingSoonFrame title="立即体验" />;
}
