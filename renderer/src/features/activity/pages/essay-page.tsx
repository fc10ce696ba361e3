import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import type { EssayContest } from '@/contracts/api/essay';
import { formatDate } from '@/lib/format/date';
import { EssayWorks } from '../essay/essay-works';
import { useEssayContest } from '../essay/use-essay-contest';
import '../essay/essay.css';

const day = (t: number) => formatDate(t, 'YYYY-MM-DD');

function ContestInfo({ contest }: { contest: EssayContest }) {
  return (
    <>
      <header className="essay__hero">
        <p className="essay__badge">{contest.phaseText}</p>
        <h1 className="essay__title">{contest.title}</h1>
        <p className="essay__theme">征文主题：{contest.theme}</p>
      </header>
      <section className="essay__card" aria-labelledby="essay-dates">
        <h2 className="essay__subtitle" id="essay-dates">
          赛程
        </h2>
        <dl className="essay__dates">
          <dt>征稿时间</dt>
          <dd>
            {day(contest.submitStart)} 至 {day(contest.submitEnd - 1)}
          </dd>
          <dt>结果公布</dt>
          <dd>{day(contest.announceAt)}</dd>
          <dt>参赛作品</dt>
          <dd>{contest.entryCount} 篇</dd>
        </dl>
      </section>
      <section className="essay__card" aria-labelledby="essay-prizes">
        <h2 className="essay__subtitle" id="essay-prizes">
          奖项设置
        </h2>
        <ul className="essay__prizes">
          {contest.prizes.map((p) => (
            <li key={p.name}>
              <span className="essay__prize-name">{p.name}</span>
              <span>{p.count}名</span>
              <span>{p.reward}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="essay__card" aria-labelledby="essay-rules">
        <h2 className="essay__subtitle" id="essay-rules">
          参赛规则
        </h2>
        <ol className="essay__list">
          {contest.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** /essay: the original essay contest by the server's phase, its prizes and rules, and the user's entries. */
export function EssayPage() {
  const { data, error, reload, pendingId, enter } = useEssayContest();
  let body;
  if (data)
    body = (
      <>
        <ContestInfo contest={data} />
        <EssayWorks contest={data} pendingId={pendingId} onEnter={(id) => void enter(id)} />
      </>
    );
  else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else body = <PageLoading />;
  return (
    <PageFrame title="原创征文大赛">
      <div className="essay">{body}</div>
    </PageFrame>
  );
}
