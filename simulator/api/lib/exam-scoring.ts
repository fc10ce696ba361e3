import { createRng } from './prng';

/**
 * The exam engine's arithmetic, free of storage so each rule can be checked on its own: an exam's
 * status, the score and time of a submitted attempt, whether it beats the best, what it earns, and
 * when the server submits an attempt itself (docs/product.md「考试与排名」「红包与提现」).
 */

/** Every question is worth this much; a score is a count of right answers times this. */
export const POINTS_PER_QUESTION = 10;
/** An answer red packet's amount (cents), both ends included. */
export const ANSWER_REDPACK_MIN_CENTS = 30;
export const ANSWER_REDPACK_MAX_CENTS = 300;

/** The campaign dates an exam's status depends on. */
export type ExamDates = { start_at: number; end_at: number };

/** 0 not started, 1 ongoing (both ends included), 2 ended. */
export const examStatus = (e: ExamDates, now: number): number =>
  now < e.start_at ? 0 : now > e.end_at ? 2 : 1;

/** Seconds left to answer (rounded up, never negative). */
export const secondsLeft = (deadlineAt: number, now: number): number =>
  Math.max(0, Math.ceil((deadlineAt - now) / 1000));

export const scoreOf = (correctCount: number): number => correctCount * POINTS_PER_QUESTION;

/** Today's attempts left: the daily allowance not yet used, plus extra attempts earned by tasks. */
export const attemptsLeft = (dailyChances: number, usedToday: number, extra: number): number =>
  Math.max(0, dailyChances - usedToday) + extra;

/**
 * Seconds an attempt took: until it was submitted, or its deadline when submitted late (the server
 * submits at the deadline); at least one, so a ranking by time never sees zero.
 */
export const usedSecondsOf = (startedAt: number, deadlineAt: number, submittedAt: number): number =>
  Math.max(1, Math.round((Math.min(submittedAt, deadlineAt) - startedAt) / 1000));

/** A result replaces the best one when it scores more, or the same in less time. */
export const beatsBest = (
  score: number,
  usedSeconds: number,
  best: { best_score: number; best_seconds: number } | undefined,
): boolean =>
  best === undefined ||
  score > best.best_score ||
  (score === best.best_score && usedSeconds < best.best_seconds);

export const isPassed = (score: number, passScore: number): boolean => score >= passScore;

/**
 * An answer red packet's amount: deterministic per attempt, so a replayed submission or a reseeded
 * mock pays the same.
 */
export const answerRedpackCents = (attemptId: number): number =>
  createRng(`redpack:${attemptId}`).int(ANSWER_REDPACK_MIN_CENTS, ANSWER_REDPACK_MAX_CENTS);

/**
 * The answer red packet goes with the day's first pass only: `passesToday` counts this one.
 */
export const earnsAnswerRedpack = (passed: boolean, passesToday: number): boolean =>
  passed && passesToday === 1;

/** An attempt the player left open past its deadline: the server submits it as it stands. */
export const isOverdue = (
  a: { finished_at: number | null; deadline_at: number },
  now: number,
): boolean => a.finished_at === null && now > a.deadline_at;
