import { WelfareView } from '../components/welfare-view';

/** /member/welfare: the benefits list inside the app. */
export function MemberWelfarePage() {
  return <WelfareView layout="app" />;
}
