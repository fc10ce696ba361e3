import type { FastifyInstance } from 'fastify';
import {
  chapterRecordAddEndpoint,
  liveRecordAddEndpoint,
  COURSE_STATUS,
} from '../../../renderer/src/contracts/api/live';
import { badRequest } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { CLIP_SECONDS } from '../lib/live-media';
import { saveProgress } from '../lib/live-progress';
import { liveCreditedSeconds, liveSessionComplete } from '../lib/live-completion';
import { startDueSessionsFirst } from '../lib/live-schedule';
import { checkChapter, getCourse, rightsOf, scheduledSecondsOf } from '../lib/courses';
import { liveQueries } from '../queries/live';

/**
 * What learners report while they watch: a chapter's progress (replays and recorded courses) and
 * the records of a live session, from which the server decides 已学完 on its own clock.
 */
export function liveRecordRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const q = liveQueries(db);
  const tags = ['live'];
  startDueSessionsFirst(app);

  defineRoute(
    app,
    chapterRecordAddEndpoint,
    { summary: '记录章节观看进度', tags, auth: 'required' },
    ({ body, user }) => {
      const now = ctx.now();
      const courseId = (body.seriesLiveId ?? body.singleLiveId) as number;
      const c = getCourse(db, courseId);
      checkChapter(db, courseId, body.chapterId);
      const position = Math.min(body.watchTime, CLIP_SECONDS);
      // The client's isComplete is a hint the server ignores: it decides from the seconds it saw watched.
      // A preview (not bought, not a free chapter) never completes a chapter.
      const free = body.chapterId > 0 && q.isFreeChapter(body.chapterId);
      const completable = free || rightsOf(db, c, user, now).canWatch;
      const saved = saveProgress(
        db,
        user.id,
        courseId,
        body.chapterId,
        { position, playedSeconds: body.playedSeconds, durationSeconds: CLIP_SECONDS, completable },
        now,
      );
      return { courseId, chapterId: body.chapterId, ...saved, updatedAt: now };
    },
  );

  defineRoute(
    app,
    liveRecordAddEndpoint,
    { summary: '上报直播/回放观看记录（recordLiveParams）', tags, auth: 'required' },
    ({ body, user }) => {
      const now = ctx.now();
      const courseId = body.liveType === 1 ? body.singleLiveId : body.seriesLiveId;
      if (!courseId) throw badRequest(body.liveType === 1 ? '请指定单课编号' : '请指定系列课编号');
      const c = getCourse(db, courseId, body.liveType);
      const chapterId = body.chapterId ?? 0;
      checkChapter(db, courseId, chapterId);
      // Only records made while the session is live, by a learner who may watch it, count towards 已学完.
      const live = c.status === COURSE_STATUS.LIVE && rightsOf(db, c, user, now).canWatch;
      const isComplete = db.transaction(() => {
        q.addLiveRecord({
          userId: user.id,
          liveType: body.liveType,
          singleLiveId: body.singleLiveId ?? null,
          seriesLiveId: body.seriesLiveId ?? null,
          chapterId,
          watchTime: body.watchTime,
          now,
          live,
        });
        // The client's own isComplete is not believed: the server decides from the records on its clock.
        const complete =
          live &&
          liveSessionComplete(
            liveCreditedSeconds(q.liveReports(user.id, body.liveType, courseId, chapterId)),
            scheduledSecondsOf(db, c, chapterId),
          );
        // Seconds watched live are not a position in the replay: they must not become its 上次看到.
        q.saveWatch(user.id, courseId, chapterId, 0, complete, now);
        return complete;
      })();
      const r = q.watchRecord(user.id, courseId, chapterId);
      return {
        courseId,
        chapterId,
        watchTime: r?.watch_time ?? body.watchTime,
        studiedSeconds: r?.studied_s ?? 0,
        isComplete: isComplete || r?.is_complete === 1,
        updatedAt: now,
      };
    },
  );
}
