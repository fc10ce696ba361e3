import { useCallback } from 'react';
import { Link } from 'react-router';
import { ArticleCard } from '@/components/list-card';
import { LoadMore } from '@/components/load-more';
import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { PullToRefresh } from '@/components/pull-refresh';
import { EmptyState, LoadFailure } from '@/components/states';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { useSessionStore } from '@/stores/session-store';
import { fetchFavorites } from '../api/account-api';
import '../components/account.css';

function FavoriteList() {
  // Keyed by the token: another account's list must not show after switching accounts.
  const token = useSessionStore((s) => s.token) ?? '';
  const fetchPage = useCallback((page: number) => fetchFavorites(page), []);
  const list = usePagedList(token, fetchPage);

  if (list.loading && list.items.length === 0) return <PageLoading />;
  if (list.error && list.items.length === 0)
    return <LoadFailure error={list.error} onRetry={() => void list.refresh()} />;
  if (list.items.length === 0)
    return (
      <EmptyState title="暂无收藏" description="在文章详情页点击收藏，文章会出现在这里">
        <Link className="account-link" to="/home">
          去看文章
        </Link>
      </EmptyState>
    );
  return (
    <PullToRefresh onRefresh={list.refresh}>
      <div className="account-favorites__total">共 {list.total} 篇收藏</div>
      {list.items.map((a) => (
        <ArticleCard key={a.id} article={a} to={`/article/detail/${a.id}`} />
      ))}
      <LoadMore loadMore={list.loadMore} hasMore={list.hasMore} />
    </PullToRefresh>
  );
}

/** /mine/favorites: 我的收藏, the articles the user collected, newest collect first. */
export function FavoritesPage() {
  return (
    <PageFrame title="我的收藏">
      <LoginRequired reason="登录后查看您收藏的文章">
        <FavoriteList />
      </LoginRequired>
    </PageFrame>
  );
}
