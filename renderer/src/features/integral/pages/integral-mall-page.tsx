import { useState } from 'react';
import type { MallCategory } from '@/contracts/api/mall';
import { PageFrame } from '@/components/page-frame';
import { EmptyState, ErrorState } from '@/components/states';
import { LoadMore } from '@/components/load-more';
import { LineSkeleton } from '@/components/skeleton';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { fetchGoodsPage } from '../api/mall-api';
import { CategoryTabs } from '../components/category-tabs';
import { EarnEntries } from '../components/earn-entries';
import { GoodsGrid } from '../components/goods-grid';
import { PointsCard } from '../components/points-card';
import { useMallAccount } from '../hooks/use-mall-account';
import '../components/mall.css';

/** The points mall: balance and check-in, ways to earn, categories and the goods grid. */
export function IntegralMallPage() {
  const account = useMallAccount('/integral/mall');
  const [category, setCategory] = useState<MallCategory | null>(null);
  const goods = usePagedList(category ?? 'all', (page) => fetchGoodsPage(page, category));
  return (
    <PageFrame title="积分商城">
      <PointsCard
        loggedIn={account.loggedIn}
        account={account.account}
        error={account.error}
        onRetry={account.reload}
        onCheckedIn={account.set}
      />
      <EarnEntries account={account.account} />
      <h2 className="mall-section-title">积分兑换</h2>
      <CategoryTabs value={category} onChange={setCategory} />
      {goods.error ? (
        <ErrorState error={goods.error} onRetry={() => void goods.refresh()} />
      ) : goods.loading && goods.items.length === 0 ? (
        // Grey lines, not the list's end: an end drawn under an empty grid would jump down when the
        // first page lands (a layout shift); the lines are replaced and nothing below them moves.
        <LineSkeleton rows={4} title={false} />
      ) : !goods.loading && goods.items.length === 0 ? (
        <EmptyState title="暂无商品" description="该分类的商品正在上架，去看看别的吧" />
      ) : (
        <>
          <GoodsGrid goods={goods.items} />
          <LoadMore hasMore={goods.hasMore} loadMore={goods.loadMore} />
        </>
      )}
    </PageFrame>
  );
}
