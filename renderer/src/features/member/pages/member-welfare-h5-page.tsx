import { WelfareView } from '../components/welfare-view';

/** /member/welfare/h5: the shareable benefits page, with a banner for visitors from a link. */
export function MemberWelfareH5Page() {
  return <WelfareView layout="h5" />;
}
