import { Link } from 'react-router';
import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import { formatDate } from '@/lib/format/date';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchMyCoinClaim } from '../api/channel-api';
import '../channel/channel.css';

function Claim() {
  const token = useSessionStore((s) => s.token);
  const { data, error, reload } = useRequest(fetchMyCoinClaim, token ?? '');
  if (data)
    return (
      <>
        <section className="channel__gift" aria-label="领取结果">
          <h1 className="channel__title">领取成功</h1>
          <p className="channel__coins">+{data.coins} 金币</p>
          <p className="channel__from">
            来自 {data.channelName} · {formatDate(data.claimedAt, 'YYYY-MM-DD HH:mm')}
          </p>
        </section>
        <p className="channel__meta">当前金币：{data.balance}</p>
        <Link className="channel__link" to="/home">
          去看看专业文章
        </Link>
      </>
    );
  if (data === null)
    return (
      <EmptyState title="还没有领取新人金币">
        <Link className="channel__link" to="/channel/coin">
          去领取
        </Link>
      </EmptyState>
    );
  if (error) return <LoadFailure error={error} onRetry={reload} />;
  return <PageLoading />;
}

/** /channel/success: the user's coin gift as the server recorded it (not what the previous page held). */
export function ChannelSuccessPage() {
  return (
    <PageFrame title="领取成功">
      <div className="channel">
        <LoginRequired reason="登录后查看您的金币">
          <Claim />
        </LoginRequired>
      </div>
    </PageFrame>
  );
}
