import { MemberCenterView } from '../components/member-center-view';
import { MemberEntries } from '../components/member-entries';
import { MemberPlans } from '../components/member-plans';
import { MemberRightsGrid } from '../components/member-rights-grid';
import { MemberStatusCard } from '../components/member-status-card';

/** /v3/member/center: the dark card layout, rights right under the card, plans last. */
export function V3MemberCenterPage() {
  return (
    <MemberCenterView
      layout="v3"
      render={({ data, trialPending, startTrial }) => (
        <>
          <MemberStatusCard
            center={data.center}
            trialPending={trialPending}
            onTrial={startTrial}
            variant="dark"
          />
          <MemberRightsGrid />
          <MemberEntries center={data.center} />
          <MemberPlans plans={data.plans} />
        </>
      )}
    />
  );
}
