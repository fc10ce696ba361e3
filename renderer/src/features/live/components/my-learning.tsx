import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/states';
import { ensureLoggedIn } from '@/lib/auth';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchWatchHistory } from '../api/live-api';
import { chapterProgress } from '../lib/course-format';
import { coursePath } from '../lib/course-paths';
import './live-common.css';
import './my-learning.css';

/** 我的学习: the courses the signed-in learner watched lately (GET /live/watch/history), where they are. */
function History() {
  const { data, error, loading, reload } = useRequest(fetchWatchHistory, 'history');
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (loading || !data) return null;
  // One row per course: the history lists chapters, latest first.
  const seen = new Set<number>();
  const rows = data.filter((h) => !seen.has(h.course.id) && seen.add(h.course.id));
  if (rows.length === 0) return <p className="live-muted">还没有学习记录，挑一门课开始吧</p>;
  return (
    <ul className="plain-list" aria-label="学习记录">
      {rows.slice(0, 5).map((h) => (
        <li key={h.course.id}>
          <Link className="live-history" to={coursePath(h.course)}>
            <span className="live-history__title">{h.course.title}</span>
            <span className="live-history__meta">{chapterProgress(h) ?? '已开始学习'}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MyLearning() {
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  return (
    <section className="live-section" aria-label="我的学习">
      <div className="live-section__head">
        <h2 className="live-section__title">我的学习</h2>
        <Link className="live-bar-link" to="/live/mine">
          我的课程
        </Link>
      </div>
      {loggedIn ? (
        <History />
      ) : (
        <div className="live-muted">
          登录后查看学习记录{' '}
          <Button size="small" color="primary" onClick={() => void ensureLoggedIn()}>
            登录 / 注册
          </Button>
        </div>
      )}
    </section>
  );
}
