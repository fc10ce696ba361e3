import { useEffect, useRef, type RefObject } from 'react';
import { useSessionStore } from '@/stores/session-store';
import {
  sendProgress,
  sendProgressOnLeave,
  type ChapterVerdict,
  type ProgressReport,
} from '../api/live-api';
import type { ChapterUpdate } from '../lib/chapter-updates';
import { ProgressReporter, type Progress, type ReportReason } from '../lib/progress-reporter';

type Target = { courseId: number; series: boolean; chapterId: number; live: boolean };

/** The videoHistory id of a course's video: the course, and the chapter of a series. */
export const historyId = (courseId: number, chapterId: number): string =>
  chapterId > 0 ? `${courseId}-${chapterId}` : String(courseId);

/**
 * One {@link ProgressReporter} per video shown: its reports go to POST /chapter/record/add (a
 * keepalive request on chapter change and leaving, which outlive the page) when signed in, and
 * into the session's recordLiveParams and videoHistory on this phone either way. `onReport` lets
 * the page show the new position at once, and the server's verdict on 已学完 when it answers. Event
 * handlers read the ref: it changes with the video.
 */
export function useProgressReporter(
  target: Target | null,
  video: () => HTMLVideoElement | null,
  onReport: (chapterId: number, update: ChapterUpdate) => void,
): RefObject<ProgressReporter | null> {
  const reporter = useRef<ProgressReporter | null>(null);
  const onReportRef = useRef(onReport);
  onReportRef.current = onReport;
  const key = target && !target.live ? `${target.courseId}:${target.chapterId}` : null;

  useEffect(() => {
    if (!target || target.live) return undefined;
    const { courseId, series, chapterId } = target;
    const send = (progress: Progress, reason: ReportReason) => {
      const store = useSessionStore.getState();
      const v = video();
      store.saveVideoHistory({
        id: historyId(courseId, chapterId),
        currentTime: v ? v.currentTime : progress.watchTime,
        playbackRate: v ? v.playbackRate : 1,
      });
      store.setRecordLiveParams({
        liveType: series ? 2 : 1,
        singleLiveId: series ? null : courseId,
        seriesLiveId: series ? courseId : null,
        chapterId,
        watchTime: progress.watchTime,
        isComplete: progress.isComplete,
      });
      onReportRef.current(chapterId, { watchTime: progress.watchTime });
      if (!store.token) return;
      const report: ProgressReport = { courseId, series, chapterId, ...progress };
      const answer: Promise<ChapterVerdict | null> =
        reason === 'switch' || reason === 'leave'
          ? sendProgressOnLeave(report)
          : sendProgress(report);
      answer
        .then(
          (v) =>
            v &&
            onReportRef.current(chapterId, { watchTime: v.watchTime, isComplete: v.isComplete }),
        )
        .catch(() => undefined);
    };
    const r = new ProgressReporter({ send, now: () => Date.now() });
    reporter.current = r;
    const onHide = () => r.finish('leave');
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      // Another chapter or leaving the page: the same last word either way, sent to outlive the page.
      r.finish('switch');
      if (reporter.current === r) reporter.current = null;
    };
    // `key` names the video; `target` is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return reporter;
}
