import { useNavigate, useSearchParams } from 'react-router';
import { exchangeBlockOf } from '@/contracts/api/mall';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import { ensureLoggedIn } from '@/lib/auth';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchGoodsDetail } from '../api/mall-api';
import { GoodsDetailView } from '../components/goods-detail-view';
import { BalanceValue } from '../components/balance-value';
import { useMallAccount } from '../hooks/use-mall-account';
import { exchangeButtonText, goodsIdFrom } from '../lib/exchange-button';
import '../components/mall.css';
import '../components/mall-detail.css';

/** A good's detail and the exchange button in the state that applies to this user. */
export function IntegralDetailPage() {
  const [search] = useSearchParams();
  const id = goodsIdFrom(search);
  const navigate = useNavigate();
  const account = useMallAccount('/integral/detail');
  // The window (未开始 / 已结束) is judged at the time the good was loaded.
  const goods = useRequest(
    async () => (id ? { goods: await fetchGoodsDetail(id), loadedAt: Date.now() } : undefined),
    `${id ?? ''}:${account.loggedIn}`,
  );

  if (id === null) {
    return (
      <PageFrame title="商品详情">
        <EmptyState title="商品不存在" description="链接中缺少商品编号" />
      </PageFrame>
    );
  }
  if (goods.error) {
    return (
      <PageFrame title="商品详情">
        <LoadFailure error={goods.error} onRetry={goods.reload} />
      </PageFrame>
    );
  }
  if (!goods.data) {
    return (
      <PageFrame title="商品详情">
        <PageLoading />
      </PageFrame>
    );
  }
  const block = exchangeBlockOf(
    goods.data.goods,
    account.account?.points ?? null,
    goods.data.loadedAt,
  );
  const exchange = async () => {
    if (!(await ensureLoggedIn())) return;
    navigate(`/integral/order?id=${id}`);
  };
  return (
    <PageFrame title="商品详情">
      <GoodsDetailView goods={goods.data.goods} />
      <div className="mall-bottom-bar">
        <span className="mall-bottom-bar__note">
          {account.loggedIn ? (
            <BalanceValue
              account={account.account}
              error={account.error}
              onRetry={account.reload}
              show={(points) => `我的积分 ${points}`}
            />
          ) : (
            '登录后兑换'
          )}
        </span>
        <button
          type="button"
          className="mall-button mall-button--wide"
          disabled={block.kind !== 'open'}
          onClick={() => void exchange()}
        >
          {exchangeButtonText(block)}
        </button>
      </div>
    </PageFrame>
  );
}
