import { MemberCenterView } from '../components/member-center-view';
import { MemberEntries } from '../components/member-entries';
import { MemberPlans } from '../components/member-plans';
import { MemberRightsGrid } from '../components/member-rights-grid';
import { MemberStatusCard } from '../components/member-status-card';

/** /v2/member/center: the sales layout, plans side by side right under the status, rights before the shortcuts. */
export function V2MemberCenterPage() {
  return (
    <MemberCenterView
      layout="v2"
      render={({ data, trialPending, startTrial }) => (
        <>
          <MemberStatusCard center={data.center} trialPending={trialPending} onTrial={startTrial} />
          <MemberPlans plans={data.plans} layout="row" />
          <MemberRightsGrid />
          <MemberEntries center={data.center} />
        </>
      )}
    />
  );
}
