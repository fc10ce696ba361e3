import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import type { ChannelCoin } from '@/contracts/api/channel';
import { formatDate } from '@/lib/format/date';
import { useChannelCoin } from '../channel/use-channel-coin';
import { CoinTopUp } from '../channel/coin-top-up';
import '../channel/channel.css';

function Action({
  coin,
  pending,
  onClaim,
}: {
  coin: ChannelCoin;
  pending: boolean;
  onClaim: () => void;
}) {
  if (coin.state === 'claimed')
    return (
      <>
        <p className="channel__note" role="status">
          您已领取过新人金币
        </p>
        <Link className="channel__link" to="/channel/success">
          查看领取记录
        </Link>
      </>
    );
  if (coin.state === 'ended')
    return (
      <p className="channel__note" role="status">
        本活动已于 {formatDate(coin.endsAt - 1, 'YYYY-MM-DD')} 结束
      </p>
    );
  return (
    <Button
      color="primary"
      block
      shape="rounded"
      size="large"
      loading={pending}
      disabled={pending}
      onClick={onClaim}
    >
      {pending ? '领取中…' : '立即领取'}
    </Button>
  );
}

/** /channel/coin?channel=: a channel's landing page giving new users coins, claimed once per user. */
export function ChannelCoinPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onClaimed = useCallback(() => navigate('/channel/success', { replace: true }), [navigate]);
  const { data, error, reload, pending, claim } = useChannelCoin(params.get('channel'), onClaimed);
  let body;
  if (data)
    body = (
      <>
        <section className="channel__gift" aria-label="新人金币">
          <p className="channel__from">{data.channelName} 专属福利</p>
          <p className="channel__coins">{data.giftCoins} 金币</p>
          <h1 className="channel__title">新用户免费领取</h1>
        </section>
        <Action coin={data} pending={pending} onClaim={() => void claim()} />
        {data.balance !== null ? <p className="channel__meta">我的金币：{data.balance}</p> : null}
        <section className="channel__card" aria-labelledby="channel-uses">
          <h2 className="channel__subtitle" id="channel-uses">
            金币可以用来
          </h2>
          <ul className="channel__list">
            {data.uses.map((u) => (
              <li key={u}>{u}</li>
            ))}
          </ul>
        </section>
        <p className="channel__meta">
          每位用户限领一次，活动截止 {formatDate(data.endsAt - 1, 'YYYY-MM-DD')}
        </p>
        <CoinTopUp />
      </>
    );
  else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else body = <PageLoading />;
  return (
    <PageFrame title="领取金币">
      <div className="channel">{body}</div>
    </PageFrame>
  );
}
