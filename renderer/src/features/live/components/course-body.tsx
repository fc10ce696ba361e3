import { lazy, Suspense, useState, type ReactNode } from 'react';
import { COURSE_STATUS, COURSE_TYPES, type Chapter, type CourseDetail } from '@/contracts/api/live';
import { Button } from '@/components/button';
import { payEnvironment } from '@/domain/checkout/pay-environment';
import { TabBar } from '@/components/tab-bar';
import { chapterAccess, countdownPurchase } from '../lib/access';
import { foldUpdate, withUpdates, type ChapterUpdate } from '../lib/chapter-updates';
import { ChapterList, learnedCount } from './chapter-list';
import { CourseHeader } from './course-header';
import type { CourseLayout } from './course-view';
import { CoursePlayer } from './course-player';
import { CourseIntro } from './course-intro';
import { LiveCountdown } from './live-countdown';
import { Paywall } from './paywall';
import { useVisibleInterval } from '../hooks/use-visible-interval';
import './live-common.css';
import './live-countdown.css';
import './course-body.css';

type Section = 'intro' | 'chapters' | 'comments';

// Comments load when shown, off the course page's first load (a layout with tabs opens on another tab).
const InteractionPanel = lazy(() =>
  import('./interaction-panel').then((m) => ({ default: m.InteractionPanel })),
);
// The purchase flow: loaded when the learner taps 购买课程.
const CourseCheckout = lazy(() =>
  import('./course-checkout').then((m) => ({ default: m.CourseCheckout })),
);
// In the iOS app a course is bought through Apple only (App Store rule 3.1.1).
const CourseIapCheckout = lazy(() =>
  import('./course-iap-checkout').then((m) => ({ default: m.CourseIapCheckout })),
);
// 预约 and the online count: only rooms that are upcoming or live load them (and their calls).
const RoomBar = lazy(() => import('./room-bar').then((m) => ({ default: m.RoomBar })));

/** The chapter to open with: where the learner left off if they may watch it, else the first they may. */
function firstChapter(course: CourseDetail): number {
  const open = course.chapters.filter(
    (c) => chapterAccess(course.rights, course.type, c) !== 'locked',
  );
  const last = course.lastWatch && open.find((c) => c.id === course.lastWatch?.chapterId);
  return last?.id ?? open[0]?.id ?? course.chapters[0]?.id ?? 0;
}

/** How often a room waiting to go live, or for its replay, asks the server again (ms). */
const STATUS_POLL_MS = 10_000;

type BodyProps = {
  course: CourseDetail;
  layout: CourseLayout;
  /** The chapter picked before the course was loaded again (e.g. the one just bought), if any. */
  pickedChapterId: number | null;
  onPick: (chapterId: number) => void;
  onChanged: () => void;
  onPoll: () => void;
};

/** A loaded course: the stage (countdown, player or paywall), its header and its sections. */
export function CourseBody({
  course,
  layout,
  pickedChapterId,
  onPick,
  onChanged,
  onPoll,
}: BodyProps) {
  const series = course.type === COURSE_TYPES.SERIES;
  const waiting = course.status === COURSE_STATUS.UPCOMING || course.status === COURSE_STATUS.ENDED;
  const live = course.status === COURSE_STATUS.LIVE;
  // The server says when a session goes live or its replay is out: countdown → live → replay.
  // A live room hears it from its room's beat (RoomBar), which answers the status too.
  useVisibleInterval(onPoll, STATUS_POLL_MS, waiting);
  // Positions reported since the course loaded; 已学完 only as the server answered it.
  const [reported, setReported] = useState<Record<number, ChapterUpdate>>({});
  const chapters: Chapter[] = withUpdates(course.chapters, reported);
  const [chapterId, setChapterId] = useState(() =>
    course.chapters.some((c) => c.id === pickedChapterId)
      ? (pickedChapterId as number)
      : firstChapter(course),
  );
  const [ended, setEnded] = useState(false);
  const [section, setSection] = useState<Section>(series ? 'chapters' : 'intro');
  const index = chapters.findIndex((c) => c.id === chapterId);
  const chapter = index >= 0 ? chapters[index] : undefined;
  const next = index >= 0 ? chapters[index + 1] : undefined;
  const access = chapterAccess(course.rights, course.type, chapter, live);
  const select = (c: Chapter) => {
    setChapterId(c.id);
    onPick(c.id);
    setEnded(false);
  };
  const [buying, setBuying] = useState(false);
  const upcomingPurchase =
    course.status === COURSE_STATUS.UPCOMING ? countdownPurchase(course.rights) : null;
  const paywall = (
    <Paywall
      courseId={course.id}
      rights={course.rights}
      onUnlocked={onChanged}
      title={
        series
          ? '购买系列课，解锁全部章节'
          : live
            ? '购买后即可观看直播'
            : '试看结束，购买后观看完整课程'
      }
      onBuy={() => setBuying(true)}
    />
  );

  const stage =
    course.status === COURSE_STATUS.UPCOMING ? (
      <LiveCountdown startAt={course.startAt} cover={course.cover} onStart={onChanged}>
        {/* A paid session sells before it starts: bought now, it plays the moment it goes live. */}
        {upcomingPurchase === 'offer' ? (
          <Paywall
            courseId={course.id}
            rights={course.rights}
            onUnlocked={onChanged}
            title="开播前即可购买，开播后直接观看"
            onBuy={() => setBuying(true)}
          />
        ) : upcomingPurchase === 'bought' ? (
          <p className="live-countdown__bought" role="status">
            已购买，开播后即可观看
          </p>
        ) : null}
      </LiveCountdown>
    ) : course.status === COURSE_STATUS.ENDED ? (
      <div className="live-stage-locked">
        <img className="live-stage-locked__cover" src={course.cover} alt="" />
        <p className="live-muted live-ended" role="status">
          直播已结束，回放生成中，请稍后再来
        </p>
      </div>
    ) : access === 'locked' ? (
      <div className="live-stage-locked">
        <img className="live-stage-locked__cover" src={course.cover} alt="" />
        {paywall}
      </div>
    ) : (
      // Keyed by status: a session that became a replay asks for the replay's source, with a fresh player.
      <CoursePlayer
        key={course.status}
        courseId={course.id}
        series={series}
        chapterId={chapter?.id ?? 0}
        label={chapter ? chapter.title : course.title}
        previewEnd={paywall}
        onReport={(id, u) => setReported((all) => ({ ...all, [id]: foldUpdate(all[id], u) }))}
        onEnded={() => setEnded(true)}
      />
    );

  const sections: Record<Section, ReactNode> = {
    intro: <CourseIntro html={course.introHtml} />,
    chapters: (
      <ChapterList
        chapters={chapters}
        rights={course.rights}
        currentId={chapterId}
        onSelect={select}
      />
    ),
    comments: (
      <Suspense fallback={null}>
        <InteractionPanel courseId={course.id} live={live} />
      </Suspense>
    ),
  };
  const order: Section[] = series ? ['chapters', 'intro', 'comments'] : ['intro', 'comments'];
  const titles: Record<Section, string> = { intro: '介绍', chapters: '目录', comments: '互动' };

  return (
    <>
      {stage}
      {buying && !course.rights.canWatch ? (
        <Suspense fallback={null}>
          {payEnvironment() === 'ios-app' ? (
            <CourseIapCheckout
              courseId={course.id}
              series={series}
              title={course.title}
              priceCents={course.rights.priceCents}
              productId={course.rights.iosProductId}
              onClose={() => setBuying(false)}
              onRestored={onChanged}
            />
          ) : (
            <CourseCheckout
              courseId={course.id}
              series={series}
              title={course.title}
              onClose={() => setBuying(false)}
            />
          )}
        </Suspense>
      ) : null}
      {course.status === COURSE_STATUS.UPCOMING || live ? (
        <Suspense fallback={null}>
          <RoomBar courseId={course.id} status={course.status} onStatusMoved={onPoll} />
        </Suspense>
      ) : null}
      {ended && chapter ? (
        <div className="live-next" role="status">
          {next ? (
            <Button color="primary" size="small" onClick={() => select(next)}>
              播放下一节
            </Button>
          ) : (
            <p>{series ? '恭喜你学完最后一节' : '恭喜你学完本课'}</p>
          )}
        </div>
      ) : null}
      <CourseHeader course={course} lecturerCard={layout.lecturerCard} />
      {series ? (
        <div className="live-series-progress">
          <span>
            已学 {learnedCount(chapters)}/{chapters.length} 节
          </span>
          {chapter ? <span>正在学习 第{chapter.sort}节</span> : null}
        </div>
      ) : null}
      {layout.tabs ? (
        <>
          <TabBar
            label="课程内容"
            className="live-tabs"
            tabs={order.map((key) => ({ key, title: titles[key] }))}
            activeKey={section}
            onChange={setSection}
          />
          <section className="live-section" aria-label={titles[section]}>
            {/* The outline stays whole (the introduction brings its own h3s). */}
            <h2 className="visually-hidden">{titles[section]}</h2>
            {sections[section]}
          </section>
        </>
      ) : (
        order.map((key) => (
          <section key={key} className="live-section" aria-label={titles[key]}>
            <h2 className="live-section__title">{titles[key]}</h2>
            {sections[key]}
          </section>
        ))
      )}
    </>
  );
}
