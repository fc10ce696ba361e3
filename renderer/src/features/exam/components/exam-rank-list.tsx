import './exam.css';
import './exam-rank-list.css';
import { useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { LineSkeleton } from '@/components/skeleton';
import { EmptyState, ErrorState } from '@/components/states';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { formatDuration } from '../lib/my-state';
import { fetchRankPage } from '../api/exam-api';

type RankItem = {
  rank: number;
  userId: number;
  nickname: string;
  score: number;
  usedSeconds: number;
};

function RankRow({ item, mine = false }: { item: RankItem; mine?: boolean }) {
  return (
    <li className={`exam-rank${mine ? ' exam-rank--mine' : ''}`}>
      <span className="exam-rank__no">第 {item.rank} 名</span>
      <span className="exam-rank__name">{mine ? `${item.nickname}（我）` : item.nickname}</span>
      <span className="exam-rank__score">
        {item.score} 分 · {formatDuration(item.usedSeconds)}
      </span>
    </li>
  );
}

/** The board of one exam (best score, then the shorter time), my own rank pinned above it. */
export function ExamRankList({ examId, loggedIn }: { examId: number; loggedIn: boolean }) {
  const [mine, setMine] = useState<RankItem | null>(null);
  const list = usePagedList<RankItem>(`exam-rank:${examId}:${loggedIn ? 1 : 0}`, async (page) => {
    const r = await fetchRankPage(examId, page);
    if (page === 1) setMine(r.mine);
    return r;
  });
  if (list.loading && list.items.length === 0) return <LineSkeleton rows={6} />;
  if (list.error && list.items.length === 0)
    return <ErrorState error={list.error} onRetry={() => void list.refresh()} />;
  return (
    <>
      <section className="exam-card" aria-labelledby="exam-my-rank">
        <h2 id="exam-my-rank" className="exam-card__title">
          我的排名
        </h2>
        {mine ? (
          <ul className="exam-ranks">
            <RankRow item={mine} mine />
          </ul>
        ) : (
          <p className="exam-note">{loggedIn ? '完成一次答题即可上榜' : '登录后查看我的排名'}</p>
        )}
      </section>
      {list.items.length === 0 ? (
        <EmptyState title="暂无排名" description="快来成为第一个上榜的人" />
      ) : (
        <section className="exam-card" aria-labelledby="exam-board">
          <h2 id="exam-board" className="exam-card__title">
            排行榜（共 {list.total} 人）
          </h2>
          <ol className="exam-ranks" aria-label="排名">
            {list.items.map((item) => (
              <RankRow key={item.userId} item={item} mine={item.userId === mine?.userId} />
            ))}
          </ol>
          <LoadMore loadMore={list.loadMore} hasMore={list.hasMore} />
        </section>
      )}
    </>
  );
}
