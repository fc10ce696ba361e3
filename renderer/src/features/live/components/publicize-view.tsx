import { Link } from 'react-router';
import { COURSE_STATUS, COURSE_TYPES, type CourseSummary } from '@/contracts/api/live';
import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { ErrorState } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchCoursePage } from '../api/live-api';
import { CourseCard } from './course-card';
import { MyLearning } from './my-learning';
import './live-common.css';
import './publicize-view.css';

/** The lecturers of the courses shown, once each. */
function lecturersOf(courses: CourseSummary[]) {
  const seen = new Map<string, CourseSummary>();
  for (const c of courses) if (!seen.has(c.lecturer)) seen.set(c.lecturer, c);
  return [...seen.values()].slice(0, 6);
}

async function loadLanding() {
  const [upcoming, live, recent] = await Promise.all([
    fetchCoursePage(1, { type: COURSE_TYPES.SINGLE, status: COURSE_STATUS.UPCOMING }),
    fetchCoursePage(1, { type: COURSE_TYPES.SINGLE, status: COURSE_STATUS.LIVE }),
    fetchCoursePage(1, { status: COURSE_STATUS.PLAYBACK }),
  ]);
  return { upcoming: upcoming.list, live: live.list, recent: recent.list };
}

/** /live/publicize: the programme's landing — on air now, upcoming sessions, lecturers, membership. */
export function PublicizeView() {
  const { data, error, loading, reload } = useRequest(loadLanding, 'publicize');
  return (
    <PageFrame title="直播课程">
      <section className="live-hero">
        <h1 className="live-hero__title">税务通直播课堂</h1>
        <p className="live-hero__text">政策解读、实务操作与考试辅导，名师直播与回放随时学</p>
        <div className="live-hero__actions">
          <Link className="live-hero__cta" to="/member/center">
            开通会员 畅学会员免费课
          </Link>
          <Link className="live-hero__link" to="/live/cloud">
            进入云课堂
          </Link>
        </div>
      </section>
      <RouteSkeleton loading={loading && !data}>
        {error && !data ? (
          <ErrorState error={error} onRetry={reload} />
        ) : data ? (
          <>
            {data.live.length > 0 ? (
              <section className="live-section" aria-label="正在直播">
                <h2 className="live-section__title">正在直播</h2>
                <ul className="plain-list">
                  {data.live.map((c) => (
                    <CourseCard key={c.id} course={c} />
                  ))}
                </ul>
              </section>
            ) : null}
            <section className="live-section" aria-label="直播预告">
              <h2 className="live-section__title">直播预告</h2>
              {data.upcoming.length === 0 ? (
                <p className="live-muted">近期暂无直播安排</p>
              ) : (
                <ul className="plain-list">
                  {data.upcoming.map((c) => (
                    <CourseCard key={c.id} course={c} />
                  ))}
                </ul>
              )}
            </section>
            <section className="live-section" aria-label="名师团队">
              <h2 className="live-section__title">名师团队</h2>
              <ul className="live-teachers">
                {lecturersOf([...data.upcoming, ...data.live, ...data.recent]).map((c) => (
                  <li key={c.lecturer} className="live-teacher">
                    <img src={c.lecturerAvatar} alt="" width={48} height={48} />
                    <span className="live-teacher__name">{c.lecturer}</span>
                    <span className="live-teacher__title">{c.lecturerTitle}</span>
                  </li>
                ))}
              </ul>
            </section>
            <MyLearning />
          </>
        ) : null}
      </RouteSkeleton>
    </PageFrame>
  );
}
