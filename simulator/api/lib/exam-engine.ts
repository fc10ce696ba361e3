import type { Db } from '../db/types';
import { examQueries, type AttemptRow, type ExamRow, type QuestionRow } from '../queries/exam';
import { examRewardQueries } from '../queries/exam-rewards';
import { badRequest, conflict, notFound } from './envelope';
import { createRng } from './prng';
import {
  answerRedpackCents,
  attemptsLeft,
  beatsBest,
  earnsAnswerRedpack,
  examStatus,
  isOverdue,
  isPassed,
  scoreOf,
  usedSecondsOf,
} from './exam-scoring';
import { dayStart } from './time';
import { earnAnswerPoints } from './points-earning';

export type { AttemptRow, ExamRow, QuestionRow };
export { examStatus, secondsLeft } from './exam-scoring';

/**
 * The exam engine's rules, shared by every campaign (the yearly exams and the questionnaire, exam 6):
 * exams, attempts, scoring and rankings. Data access is in queries/exam.ts, the arithmetic in
 * exam-scoring.ts.
 */

const QUESTION_TYPE_NAMES: Record<number, string> = {
  1: '单选题',
  2: '多选题',
  3: '判断题',
};
export const PROP_INFO: Record<number, { name: string; description: string }> = {
  1: { name: '去错卡', description: '去掉两个错误选项（判断题不可用）' },
  2: { name: '跳题卡', description: '跳过当前题目并按答对计分' },
  3: { name: '延时卡', description: '本次答题时间延长60秒' },
};

export function getExam(db: Db, id: number): ExamRow {
  const e = examQueries(db).exam(id);
  if (!e) throw notFound('竞赛不存在');
  return e;
}

export function requireOngoing(e: ExamRow, now: number): void {
  const s = examStatus(e, now);
  if (s === 0) throw badRequest('竞赛尚未开始');
  if (s === 2) throw badRequest('竞赛已结束');
}

/** Today's attempts left: the daily allowance not yet used, plus extra attempts earned by tasks. */
export function chancesLeft(db: Db, e: ExamRow, userId: number, now: number): number {
  const q = examQueries(db);
  return attemptsLeft(
    e.daily_chances,
    q.attemptsSince(e.id, userId, dayStart(now)),
    q.peekStats(e.id, userId).extra_attempts,
  );
}

export const questionIdsOf = (a: AttemptRow): number[] => JSON.parse(a.question_ids) as number[];

export function getQuestion(db: Db, id: number): QuestionRow {
  const q = examQueries(db).question(id);
  if (!q) throw notFound('题目不存在');
  return q;
}

export const optionsOf = (q: QuestionRow): { key: string; text: string }[] =>
  JSON.parse(q.options) as { key: string; text: string }[];

/** A question as the player sees it (no answer), with removed options hidden. */
function publicQuestion(q: QuestionRow, index: number, removed: string[] = []) {
  return {
    id: q.id,
    index,
    type: q.type,
    typeName: QUESTION_TYPE_NAMES[q.type] ?? '单选题',
    stem: q.stem,
    options: optionsOf(q).filter((o) => !removed.includes(o.key)),
    score: q.score,
  };
}

export function getAttempt(db: Db, attemptId: number, userId: number): AttemptRow {
  const a = examQueries(db).attempt(attemptId, userId);
  if (!a) throw notFound('答题记录不存在');
  return a;
}

/** What the player is told of an attempt the server submitted at its deadline. */
export const TIME_UP_MESSAGE = '答题时间已到，系统已按已答题目自动交卷';

/** An attempt that can still be answered: not submitted, within its time. */
export function openAttempt(db: Db, attemptId: number, userId: number, now: number): AttemptRow {
  const a = getAttempt(db, attemptId, userId);
  if (a.finished_at !== null)
    throw conflict(a.auto_submitted === 0 ? '本次答题已提交' : TIME_UP_MESSAGE);
  if (now > a.deadline_at) throw badRequest('答题时间已到，请提交答卷');
  return a;
}

/** The question at `index` of an attempt (null past the end). */
export function questionAt(db: Db, a: AttemptRow, index: number) {
  const id = questionIdsOf(a)[index];
  return id === undefined
    ? null
    : publicQuestion(getQuestion(db, id), index, examRewardQueries(db).removedOptions(a.id, index));
}

/** Starts a new attempt: `question_count` questions drawn from the bank, deterministic per user and attempt number. */
export function createAttempt(db: Db, e: ExamRow, userId: number, now: number): AttemptRow {
  const q = examQueries(db);
  const n = q.attemptCount(e.id, userId);
  const picked = createRng(`attempt:${e.id}:${userId}:${n}`)
    .shuffle(q.questionIds())
    .slice(0, e.question_count);
  return getAttempt(
    db,
    q.insertAttempt(e.id, userId, picked, now, now + e.duration_s * 1000),
    userId,
  );
}

/** Rank of a user on an exam's leaderboard (best score, then shorter time, then earlier). */
export function rankOf(db: Db, examId: number, userId: number): number | null {
  const q = examQueries(db);
  const me = q.bestScore(examId, userId);
  return me ? q.betterScores(examId, userId, me) + 1 : null;
}

/** Submits an attempt: score, best score, answer red packet and lottery chance for a pass. */
export function finalizeAttempt(db: Db, e: ExamRow, a: AttemptRow, now: number, revivedLevels = 0) {
  const q = examQueries(db);
  const answers = q.answerCorrectness(a.id);
  // A level got through with the questionnaire's 复活卡 counts as passed, as a skipped one does.
  const correctCount = answers.filter((l) => l.correct === 1).length + revivedLevels;
  const score = scoreOf(correctCount);
  const usedSeconds = usedSecondsOf(a.started_at, a.deadline_at, now);
  q.finishAttempt(a.id, now, score, correctCount, usedSeconds);
  // The mall promises points for the first challenge or exam finished each day; an attempt closed
  // without a single answer (expired, or replaced by a new one) was not taken part in.
  if (answers.length > 0) earnAnswerPoints(db, a.user_id, e.title, now);
  const best = q.bestScore(e.id, a.user_id);
  if (!best) q.insertBest(e.id, a.user_id, score, usedSeconds, now);
  else if (beatsBest(score, usedSeconds, best))
    q.updateBest(e.id, a.user_id, score, usedSeconds, now);
  const passed = isPassed(score, e.pass_score);
  let redpackCents = 0;
  if (passed) {
    q.addLotteryChances(e.id, a.user_id, 1);
    if (earnsAnswerRedpack(passed, q.passesSince(e.id, a.user_id, dayStart(now), e.pass_score))) {
      redpackCents = answerRedpackCents(a.id);
      examRewardQueries(db).addRedpack(e.id, a.user_id, 2, redpackCents, now);
      q.setAttemptRedpack(a.id, redpackCents);
    }
  }
  const bestScore = Math.max(score, best?.best_score ?? 0);
  return {
    attemptId: a.id,
    score,
    totalScore: scoreOf(e.question_count),
    correctCount,
    questionCount: e.question_count,
    usedSeconds,
    passed,
    bestScore,
    rank: rankOf(db, e.id, a.user_id),
    redpackCents,
    lotteryChanceAdded: passed,
  };
}

/** A submitted attempt's result as its submission answered it (a repeated submission answers this). */
export function storedResult(db: Db, e: ExamRow, a: AttemptRow) {
  const score = a.score ?? 0;
  const passed = isPassed(score, e.pass_score);
  const best = examQueries(db).bestScore(e.id, a.user_id);
  return {
    attemptId: a.id,
    score,
    totalScore: scoreOf(e.question_count),
    correctCount: a.correct_count ?? 0,
    questionCount: e.question_count,
    usedSeconds: a.used_seconds ?? 0,
    passed,
    bestScore: Math.max(score, best?.best_score ?? 0),
    rank: rankOf(db, e.id, a.user_id),
    redpackCents: a.redpack_cents,
    lotteryChanceAdded: passed,
  };
}

/**
 * The server keeps an exam's deadline itself: attempts left open past it are submitted as they stand,
 * at the deadline (their time used is the whole time, their day the deadline's), on the next request
 * that touches them, whoever sends it. One player's (`userId`) or everyone's (null, the ranking).
 * The questionnaire's challenges (kind 2) time out per question by their own rules.
 */
export function settleExpiredAttempts(
  db: Db,
  e: ExamRow,
  userId: number | null,
  now: number,
): void {
  if (e.kind !== 1) return;
  const q = examQueries(db);
  const expired = userId === null ? q.expiredOfExam(e.id, now) : q.staleAttempts(e.id, userId, now);
  if (expired.length === 0) return;
  db.transaction(() => {
    for (const a of expired) {
      // Read again inside the transaction: another request may have submitted it meanwhile.
      const current = q.attempt(a.id, a.user_id);
      if (!current || current.finished_at !== null) continue;
      finalizeAttempt(db, e, current, current.deadline_at);
      q.markAutoSubmitted(a.id, 1);
    }
  })();
}

/** Submits the player's attempt if its deadline has passed, before a request reads or answers it. */
export function settleAttemptIfExpired(
  db: Db,
  attemptId: number,
  userId: number,
  now: number,
): void {
  const a = examQueries(db).attempt(attemptId, userId);
  if (a && isOverdue(a, now)) settleExpiredAttempts(db, getExam(db, a.exam_id), userId, now);
}
