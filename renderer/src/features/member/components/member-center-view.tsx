import type { ReactNode } from 'react';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { useMemberCenter, type MemberCenterData } from '../hooks/use-member-center';
import './member-center.css';

type Sections = {
  data: MemberCenterData;
  trialPending: boolean;
  startTrial: () => void;
};

/**
 * The frame every centre layout shares: one data hook, its loading and failure states; each
 * layout only orders the sections (`render`).
 */
export function MemberCenterView({
  layout,
  render,
}: {
  layout: string;
  render: (sections: Sections) => ReactNode;
}) {
  const { data, error, loading, reload, trialPending, startTrial } = useMemberCenter();
  let body: ReactNode;
  if (data) body = render({ data, trialPending, startTrial: () => void startTrial() });
  else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else if (loading) body = <PageLoading />;
  return (
    <PageFrame title="会员中心">
      <div className={`member-center member-center--${layout}`}>{body}</div>
    </PageFrame>
  );
}
