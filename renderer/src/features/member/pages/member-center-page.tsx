import { MemberCenterView } from '../components/member-center-view';
import { MemberEntries } from '../components/member-entries';
import { MemberPlans } from '../components/member-plans';
import { MemberRightsGrid } from '../components/member-rights-grid';
import { MemberStatusCard } from '../components/member-status-card';

/** /member/center: status first, then shortcuts, plans and rights. */
export function MemberCenterPage() {
  return (
    <MemberCenterView
      layout="classic"
      render={({ data, trialPending, startTrial }) => (
        <>
          <MemberStatusCard center={data.center} trialPending={trialPending} onTrial={startTrial} />
          <MemberEntries center={data.center} />
          <MemberPlans plans={data.plans} />
          <MemberRightsGrid />
        </>
      )}
    />
  );
}
