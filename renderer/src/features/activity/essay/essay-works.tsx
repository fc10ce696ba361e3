import { Link } from 'react-router';
import { LoginPrompt } from '@/components/login-required';
import type { EssayContest } from '@/contracts/api/essay';
import { formatDate } from '@/lib/format/date';
import { useSessionStore } from '@/stores/session-store';

/** 我的参赛作品, and while 征稿中 the user's works that may enter (with 参赛) and 立即投稿. */
export function EssayWorks({
  contest,
  pendingId,
  onEnter,
}: {
  contest: EssayContest;
  pendingId: number | null;
  onEnter: (id: number) => void;
}) {
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  if (!loggedIn) return <LoginPrompt reason="登录后查看和提交您的参赛作品" />;
  const collecting = contest.phase === 'collecting';
  const full = contest.mine.length >= contest.maxEntries;
  return (
    <>
      <section className="essay__card" aria-labelledby="essay-mine">
        <h2 className="essay__subtitle" id="essay-mine">
          我的参赛作品（{contest.mine.length}/{contest.maxEntries}）
        </h2>
        {contest.mine.length === 0 ? <p className="essay__hint">还没有参赛作品</p> : null}
        <ul className="essay__works">
          {contest.mine.map((w) => (
            <li key={w.contributionId} className="essay__work">
              <Link className="essay__work-title" to={`/contribute/detail/${w.contributionId}`}>
                {w.title}
              </Link>
              <span className="essay__work-meta">
                {w.statusText} · {formatDate(w.enteredAt, 'YYYY-MM-DD')} 参赛 · {contest.phaseText}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {collecting ? (
        <section className="essay__card" aria-labelledby="essay-candidates">
          <h2 className="essay__subtitle" id="essay-candidates">
            选择作品参赛
          </h2>
          {full ? <p className="essay__hint">已达参赛上限（每人{contest.maxEntries}篇）</p> : null}
          {contest.candidates.length === 0 ? (
            <p className="essay__hint">暂无可参赛的作品：作品提交审核后即可在此选择参赛</p>
          ) : null}
          <ul className="essay__works">
            {contest.candidates.map((w) => (
              <li key={w.contributionId} className="essay__work essay__work--row">
                <span className="essay__work-text">
                  <span className="essay__work-title">{w.title}</span>
                  <span className="essay__work-meta">{w.statusText}</span>
                </span>
                <button
                  type="button"
                  className="essay__enter"
                  disabled={full || pendingId !== null}
                  aria-label={`参赛：${w.title}`}
                  onClick={() => onEnter(w.contributionId)}
                >
                  {pendingId === w.contributionId ? '提交中…' : '参赛'}
                </button>
              </li>
            ))}
          </ul>
          <Link className="essay__cta" to={`/contribute/add?contest=${contest.id}`}>
            立即投稿
          </Link>
        </section>
      ) : null}
    </>
  );
}
