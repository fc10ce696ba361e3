import { useState } from 'react';
import { Link } from 'react-router';
import type { CourseSummary } from '@/contracts/api/live';
import type { MyCourses } from '@/contracts/api/live-room';
import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { TabBar } from '@/components/tab-bar';
import { EmptyState, LoadFailure } from '@/components/states';
import { formatDate } from '@/lib/format';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchWatchHistory } from '../api/live-api';
import { fetchMyCourses } from '../api/room-api';
import { chapterProgress, statusLabel } from '../lib/course-format';
import { coursePath } from '../lib/course-paths';
import { watchingCourses, type HistoryRow } from '../lib/my-learning';
import './live-common.css';
import './my-learning.css';

type Tab = 'watching' | 'bought' | 'booked' | 'history';
const TABS: { key: Tab; title: string }[] = [
  { key: 'watching', title: '在学' },
  { key: 'bought', title: '已购' },
  { key: 'booked', title: '已预约' },
  { key: 'history', title: '学习记录' },
];

async function loadMine(): Promise<MyCourses & { history: HistoryRow[] }> {
  const [mine, history] = await Promise.all([fetchMyCourses(), fetchWatchHistory()]);
  return { ...mine, history };
}

/** A row linking to a course's page, with one line saying where the learner stands. */
function Row({ course, meta }: { course: CourseSummary; meta: string }) {
  return (
    <li>
      <Link className="live-history" to={coursePath(course)}>
        <span className="live-history__title">{course.title}</span>
        <span className="live-history__meta">{meta}</span>
      </Link>
    </li>
  );
}

function Empty({ title }: { title: string }) {
  return (
    <EmptyState title={title}>
      <Link className="live-bar-link" to="/live/cloud">
        去云课堂选课
      </Link>
    </EmptyState>
  );
}

function MyCoursesLists({ tab }: { tab: Tab }) {
  // Keyed by the token: another account's courses must not show after switching accounts.
  const token = useSessionStore((s) => s.token) ?? '';
  const { data, error, loading, reload } = useRequest(loadMine, `mine:${token}`);
  if (error && !data) return <LoadFailure error={error} onRetry={reload} />;
  if (loading || !data) return <PageLoading />;

  if (tab === 'watching') {
    const rows = watchingCourses(data.history);
    if (rows.length === 0) return <Empty title="没有正在学习的课程" />;
    return (
      <ul className="plain-list" aria-label="在学课程">
        {rows.map((c) => (
          <Row
            key={c.course.id}
            course={c.course}
            meta={
              c.total > 1
                ? `已学 ${c.learned}/${c.total} 节 · ${formatDate(c.last.updatedAt, 'MM-DD HH:mm')}`
                : `${chapterProgress(c.last) ?? '已开始学习'} · ${formatDate(c.last.updatedAt, 'MM-DD HH:mm')}`
            }
          />
        ))}
      </ul>
    );
  }
  if (tab === 'bought') {
    if (data.purchased.length === 0) return <Empty title="还没有购买课程" />;
    return (
      <ul className="plain-list" aria-label="已购课程">
        {data.purchased.map((p) => (
          <Row
            key={p.course.id}
            course={p.course}
            meta={`${formatDate(p.boughtAt, 'YYYY-MM-DD')} 购买 · ${p.learnedChapters >= p.totalChapters ? '已学完' : `已学 ${p.learnedChapters}/${p.totalChapters} 节`}`}
          />
        ))}
      </ul>
    );
  }
  if (tab === 'booked') {
    if (data.subscribed.length === 0) return <Empty title="没有预约的直播" />;
    return (
      <ul className="plain-list" aria-label="已预约直播">
        {data.subscribed.map((c) => (
          <Row key={c.id} course={c} meta={statusLabel(c)} />
        ))}
      </ul>
    );
  }
  if (data.history.length === 0) return <Empty title="还没有学习记录" />;
  return (
    <ul className="plain-list" aria-label="学习记录">
      {data.history.map((h) => (
        <Row
          key={`${h.course.id}-${h.chapterId}`}
          course={h.course}
          meta={`${chapterProgress(h) ?? '已打开'} · ${formatDate(h.updatedAt, 'MM-DD HH:mm')}`}
        />
      ))}
    </ul>
  );
}

/** /live/mine: 我的课程 — courses under way, bought, booked sessions and the study history. */
export function MyCoursesView() {
  const [tab, setTab] = useState<Tab>('watching');
  return (
    <PageFrame
      title="我的课程"
      right={
        <Link className="live-bar-link" to="/live/list">
          直播
        </Link>
      }
    >
      <LoginRequired reason="登录后查看已购课程与学习记录">
        <TabBar
          label="我的课程"
          className="live-tabs"
          tabs={TABS}
          activeKey={tab}
          onChange={setTab}
          panelIdOf={(k) => `live-mine-${k}`}
        />
        <section
          id={`live-mine-${tab}`}
          role="tabpanel"
          aria-label={TABS.find((t) => t.key === tab)?.title}
        >
          <MyCoursesLists tab={tab} />
        </section>
      </LoginRequired>
    </PageFrame>
  );
}
