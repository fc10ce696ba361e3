import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { EmptyState, ErrorState } from '@/components/states';
import { PageLoading } from '@/components/page-loading';
import { PullToRefresh } from '@/components/pull-refresh';
import { LoadMore } from '@/components/load-more';
import { SearchBox } from '@/components/search-box';
import { fetchKeywordArticles } from '../api/article-api';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { ArticleCard } from '@/components/list-card';
import './article.css';

type Props = {
  title: string;
  /** The detail route the cards open: v1 keyword pages open v1 details, v2 ones v2 details. */
  detailPath: (id: number) => string;
};

/** Articles of a keyword (`?keyword=`): searchable, pull to refresh, loads more on scroll. */
export function KeywordArticles({ title, detailPath }: Props) {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const [input, setInput] = useState(keyword);
  useEffect(() => setInput(keyword), [keyword]);
  const fetchPage = useCallback((page: number) => fetchKeywordArticles(keyword, page), [keyword]);
  const list = usePagedList(keyword, fetchPage, keyword.length > 0);

  const search = (value: string) => {
    const next = value.trim();
    if (next) setParams({ keyword: next }, { replace: true });
  };

  return (
    <PageFrame title={title}>
      <div className="keyword-page__search">
        <SearchBox
          label="搜索文章"
          placeholder="搜索文章、政策文号"
          value={input}
          onChange={setInput}
          onSearch={search}
          maxLength={30}
        />
      </div>
      {!keyword ? (
        <EmptyState title="请输入关键词" description="可搜索文章标题、摘要、标签或政策文号" />
      ) : list.loading && list.items.length === 0 ? (
        <PageLoading />
      ) : list.error && list.items.length === 0 ? (
        <ErrorState error={list.error} onRetry={() => void list.refresh()} />
      ) : list.items.length === 0 ? (
        <EmptyState title={`未找到与“${keyword}”相关的文章`} description="换个关键词试试" />
      ) : (
        <PullToRefresh onRefresh={list.refresh}>
          <div className="keyword-page__total">共 {list.total} 篇相关文章</div>
          {list.items.map((a) => (
            <ArticleCard key={a.id} article={a} to={detailPath(a.id)} className="article-card" />
          ))}
          <LoadMore loadMore={list.loadMore} hasMore={list.hasMore} />
        </PullToRefresh>
      )}
    </PageFrame>
  );
}
