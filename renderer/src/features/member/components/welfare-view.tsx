import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import { useWelfare } from '../hooks/use-welfare';
import { WelfareList } from './welfare-list';
import './welfare.css';

/**
 * Both welfare pages: the list and its claim from one hook; the shareable h5 layout adds a
 * banner that explains the benefits to someone who arrived from a link.
 */
export function WelfareView({ layout }: { layout: 'app' | 'h5' }) {
  const { data, error, reload, pendingId, claim } = useWelfare();
  const membersOnly = data?.some((w) => w.state === 'membersOnly') ?? false;
  let body;
  if (data && data.length === 0)
    body = <EmptyState title="暂无可领取的福利" description="新的会员福利上线后会在这里发放" />;
  else if (data)
    body = <WelfareList items={data} pendingId={pendingId} onClaim={(id) => void claim(id)} />;
  else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else body = <PageLoading />;
  return (
    <PageFrame title="领取福利">
      <div className={`welfare welfare--${layout}`}>
        {layout === 'h5' ? (
          <header className="welfare__banner">
            <h2 className="welfare__banner-title">会员专属福利</h2>
            <p className="welfare__banner-text">咨询券、课程券、积分礼包，每项每人限领一次</p>
          </header>
        ) : null}
        {body}
        {membersOnly ? (
          <p className="welfare__upsell">
            部分福利仅会员可领，<Link to="/member/center">去开通会员</Link>
          </p>
        ) : null}
      </div>
    </PageFrame>
  );
}
