import type { Db } from '../db/types';
import { liveSessionComplete } from './live-completion';
import { progressQueries } from '../queries/live-progress';

/** Slack added to the elapsed wall time: a report may arrive a little after the 10 s it covers. */
const SLACK_SECONDS = 2;

/**
 * The fastest rate the player offers (its 2×): media seconds watched can grow at most this much
 * faster than the server's clock.
 */
export const MAX_PLAYBACK_RATE = 2;

/** What a progress report leaves on the server. */
export type SavedProgress = { watchTime: number; studiedSeconds: number; isComplete: boolean };

/**
 * Study time the server can believe: the seconds the client says it played since its previous
 * report, but never more than the wall time that elapsed since the server last heard of this
 * chapter (the play call or the previous report), plus a little slack. Nothing is credited when
 * the server never heard of the chapter being opened.
 */
function creditedSeconds(claimed: number, heardAt: number | null, now: number): number {
  if (heardAt === null) return 0;
  const elapsed = Math.max(0, Math.floor((now - heardAt) / 1000)) + SLACK_SECONDS;
  return Math.max(0, Math.min(claimed, elapsed));
}

/** Unused allowance carried to the next report (ms of media): a report may arrive a little early. */
const CARRY_MS = SLACK_SECONDS * 1000 * MAX_PLAYBACK_RATE;

/** Where the previous report left a chapter: its position, when it was heard, the allowance left (ms). */
export type WatchState = { lastPos: number; heardAt: number | null; carryMs: number };

/**
 * Media time of a chapter the server believes was watched since the previous report (ms), and the
 * allowance carried on. The claim is how far the position moved forward since the previous report,
 * but no more than the seconds played at the fastest rate (a seek forward is not watching); after a
 * rewind (the position is behind the previous one) it is what was played, up to the new position.
 * Either way it is capped by the time the server's clock moved since it last heard of the chapter,
 * at the fastest rate, plus what the previous report left unused (at most {@link CARRY_MS}). A
 * repeated report claims nothing (its position has not moved), and a burst of reports shares one
 * allowance, so no sequence of reports earns more than the clock allows.
 */
export function watchedCredit(
  prev: WatchState,
  report: { position: number; playedSeconds: number },
  now: number,
): { creditMs: number; carryMs: number } {
  if (prev.heardAt === null) return { creditMs: 0, carryMs: 0 };
  const playedMs = report.playedSeconds * 1000 * MAX_PLAYBACK_RATE;
  const moved = report.position >= prev.lastPos ? report.position - prev.lastPos : report.position;
  const claimMs = Math.min(moved * 1000, playedMs);
  const budgetMs = Math.max(0, now - prev.heardAt) * MAX_PLAYBACK_RATE + prev.carryMs;
  const creditMs = Math.max(0, Math.min(claimMs, budgetMs));
  return { creditMs, carryMs: Math.min(CARRY_MS, budgetMs - creditMs) };
}

/** The play call: the chapter is open from now on (the clock study time is credited against). */
export function markOpened(
  db: Db,
  userId: number,
  courseId: number,
  chapterId: number,
  now: number,
): void {
  progressQueries(db).markOpened(userId, courseId, chapterId, now);
}

/** A chapter's report as the route hands it over: the client's own `isComplete` is not among it. */
export type ProgressReport = {
  position: number;
  playedSeconds: number;
  /** The media's length (s): completion is a share of it. */
  durationSeconds: number;
  /** Whether the learner may watch the whole chapter: a preview never completes it. */
  completable: boolean;
};

/**
 * A progress report: keeps the furthest position (a report from an older tab or a rewind does not
 * move it back), study time grows by what {@link creditedSeconds} allows, watched media seconds by
 * what {@link watchedCredit} allows, and the chapter becomes complete once those reach the share of
 * its length a live session needs too (lib/live-completion.ts); completion once reached stays.
 */
export function saveProgress(
  db: Db,
  userId: number,
  courseId: number,
  chapterId: number,
  report: ProgressReport,
  now: number,
): SavedProgress {
  return db.transaction(() => {
    const q = progressQueries(db);
    const prev = q.record(userId, courseId, chapterId);
    const heardAt = prev?.heard_at ?? null;
    const credit = creditedSeconds(report.playedSeconds, heardAt, now);
    const { creditMs, carryMs } = watchedCredit(
      { lastPos: prev?.last_pos ?? 0, heardAt, carryMs: prev?.carry_ms ?? 0 },
      report,
      now,
    );
    const watchedMs = (prev?.watched_ms ?? 0) + creditMs;
    const watchTime = Math.max(prev?.watch_time ?? 0, report.position);
    const isComplete =
      (prev?.is_complete ?? 0) === 1 ||
      (report.completable &&
        liveSessionComplete(Math.floor(watchedMs / 1000), report.durationSeconds));
    const studiedSeconds = (prev?.studied_s ?? 0) + credit;
    q.save(
      userId,
      courseId,
      chapterId,
      { watchTime, isComplete, studiedSeconds, watchedMs, position: report.position, carryMs },
      now,
    );
    return { watchTime, studiedSeconds, isComplete };
  })();
}
