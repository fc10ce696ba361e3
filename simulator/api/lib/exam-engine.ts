import type { Db } from '../db/types';
import { badRequest, notFound } from './envelope';
import { createRng } from './prng';
import { dayStart } from './time';

export { dayStart };

/** Shared by the exam and questionnaire routes: exams, attempts, scoring, rankings, balances. */

export type ExamRow = {
  id: number;
  kind: number;
  title: string;
  description: string;
  rules: string;
  start_at: number;
  end_at: number;
  duration_s: number;
  question_count: number;
  pass_score: number;
  daily_chances: number;
};
export type AttemptRow = {
  id: number;
  exam_id: number;
  user_id: number;
  question_ids: string;
  started_at: number;
  deadline_at: number;
  finished_at: number | null;
  score: number | null;
  correct_count: number | null;
  used_seconds: number | null;
};
export type QuestionRow = { id: number; type: number; stem: string; options: string; answer: string; analysis: string; score: number };

export const QUESTION_TYPE_NAMES: Record<number, string> = { 1: '单选题', 2: '多选题', 3: '判断题' };
export const PROP_INFO: Record<number, { name: string; description: string }> = {
  1: { name: '去错卡', description: '去掉两个错误选项（判断题不可用）' },
  2: { name: '跳题卡', description: '跳过当前题目并按答对计分' },
  3: { name: '延时卡', description: '本次答题时间延长60秒' },
};

export function getExam(db: Db, id: number): ExamRow {
  const e = db.prepare<[number], ExamRow>('SELECT * FROM exams WHERE id = ?').get(id);
  if (!e) throw notFound('竞赛不存在');
  return e;
}

/** 0 not started, 1 ongoing, 2 ended. */
export const examStatus = (e: ExamRow, now: number): number => (now < e.start_at ? 0 : now > e.end_at ? 2 : 1);

export function requireOngoing(e: ExamRow, now: number): void {
  const s = examStatus(e, now);
  if (s === 0) throw badRequest('竞赛尚未开始');
  if (s === 2) throw badRequest('竞赛已结束');
}

export const isApplied = (db: Db, examId: number, userId: number): boolean =>
  db.prepare('SELECT 1 FROM exam_applications WHERE exam_id = ? AND user_id = ?').get(examId, userId) !== undefined;


export function stats(db: Db, examId: number, userId: number): { lottery_chances: number; extra_attempts: number } {
  db.prepare('INSERT OR IGNORE INTO exam_user_stats (exam_id, user_id) VALUES (?, ?)').run(examId, userId);
  return db.prepare<[number, number], { lottery_chances: number; extra_attempts: number }>('SELECT lottery_chances, extra_attempts FROM exam_user_stats WHERE exam_id = ? AND user_id = ?').get(examId, userId) ?? { lottery_chances: 0, extra_attempts: 0 };
}

export function chancesLeft(db: Db, e: ExamRow, userId: number, now: number): number {
  const today = db.prepare<[number, number, number], { n: number }>('SELECT COUNT(*) AS n FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND started_at >= ?').get(e.id, userId, dayStart(now))?.n ?? 0;
  return Math.max(0, e.daily_chances - today) + stats(db, e.id, userId).extra_attempts;
}

export const questionIdsOf = (a: AttemptRow): number[] => JSON.parse(a.question_ids) as number[];

export function getQuestion(db: Db, id: number): QuestionRow {
  const q = db.prepare<[number], QuestionRow>('SELECT * FROM questions WHERE id = ?').get(id);
  if (!q) throw notFound('题目不存在');
  return q;
}

export const optionsOf = (q: QuestionRow): { key: string; text: string }[] => JSON.parse(q.options) as { key: string; text: string }[];

/** A question as the player sees it (no answer), with removed options hidden. */
export function publicQuestion(q: QuestionRow, index: number, removed: string[] = []) {
  return { id: q.id, index, type: q.type, typeName: QUESTION_TYPE_NAMES[q.type] ?? '单选题', stem: q.stem, options: optionsOf(q).filter((o) => !removed.includes(o.key)), score: q.score };
}

export function answeredCount(db: Db, attemptId: number): number {
  return db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM answer_logs WHERE attempt_id = ?').get(attemptId)?.n ?? 0;
}

export function getAttempt(db: Db, attemptId: number, userId: number): AttemptRow {
  const a = db.prepare<[number, number], AttemptRow>('SELECT * FROM exam_attempts WHERE id = ? AND user_id = ?').get(attemptId, userId);
  if (!a) throw notFound('答题记录不存在');
  return a;
}

export function removedOptions(db: Db, attemptId: number, index: number): string[] {
  const r = db.prepare<[number, number], { removed: string | null }>('SELECT removed FROM prop_uses WHERE attempt_id = ? AND idx = ? AND prop_type = 1').get(attemptId, index);
  return r?.removed ? (JSON.parse(r.removed) as string[]) : [];
}

/** The question at `index` of an attempt (null past the end). */
export function questionAt(db: Db, a: AttemptRow, index: number) {
  const id = questionIdsOf(a)[index];
  return id === undefined ? null : publicQuestion(getQuestion(db, id), index, removedOptions(db, a.id, index));
}

/** Starts a new attempt: `question_count` questions drawn from the bank, deterministic per user and attempt number. */
export function createAttempt(db: Db, e: ExamRow, userId: number, now: number): AttemptRow {
  const n = db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM exam_attempts WHERE exam_id = ? AND user_id = ?').get(e.id, userId)?.n ?? 0;
  const ids = db.prepare<[], { id: number }>('SELECT id FROM questions ORDER BY id').all().map((r) => r.id);
  const picked = createRng(`attempt:${e.id}:${userId}:${n}`).shuffle(ids).slice(0, e.question_count);
  const id = Number(db.prepare('INSERT INTO exam_attempts (exam_id, user_id, question_ids, started_at, deadline_at) VALUES (?, ?, ?, ?, ?)').run(e.id, userId, JSON.stringify(picked), now, now + e.duration_s * 1000).lastInsertRowid);
  return getAttempt(db, id, userId);
}

/** Rank of a user on an exam's leaderboard (best score, then shorter time, then earlier). */
export function rankOf(db: Db, examId: number, userId: number): number | null {
  const me = db.prepare<[number, number], { best_score: number; best_seconds: number; updated_at: number }>('SELECT best_score, best_seconds, updated_at FROM exam_scores WHERE exam_id = ? AND user_id = ?').get(examId, userId);
  if (!me) return null;
  const better =
    db
            .prepare<number[], { n: number }>(
        `SELECT COUNT(*) AS n FROM exam_scores WHERE exam_id = ? AND (best_score > ? OR (best_score = ? AND best_seconds < ?)
           OR (best_score = ? AND best_seconds = ? AND (updated_at < ? OR (updated_at = ? AND user_id < ?))))`,
      )
            .get(examId, me.best_score, me.best_score, me.best_seconds, me.best_score, me.best_seconds, me.updated_at, me.updated_at, userId)?.n ?? 0;
  return better + 1;
}

/** Red-packet balance of a user in an exam: income (invite, answer) minus withdrawals. */
export function balanceOf(db: Db, examId: number, userId: number): { balance: number; income: number } {
  const r = db
    .prepare<[number, number], { income: number | null; out: number | null }>(
      'SELECT SUM(CASE WHEN kind IN (1, 2) THEN amount_cents END) AS income, SUM(CASE WHEN kind = 3 THEN amount_cents END) AS out FROM redpacks WHERE exam_id = ? AND user_id = ?',
    )
    .get(examId, userId);
  const income = r?.income ?? 0;
  return { income, balance: income - (r?.out ?? 0) };
}

export function addRedpack(db: Db, examId: number, userId: number, kind: 1 | 2, cents: number, now: number): void {
  db.prepare('INSERT INTO redpacks (exam_id, user_id, kind, amount_cents, status, created_at) VALUES (?, ?, ?, ?, 1, ?)').run(examId, userId, kind, cents, now);
}

export function addProp(db: Db, examId: number, userId: number, propType: number, count: number): void {
  db.prepare('INSERT INTO user_props (exam_id, user_id, prop_type, count) VALUES (?, ?, ?, ?) ON CONFLICT (exam_id, user_id, prop_type) DO UPDATE SET count = count + excluded.count').run(examId, userId, propType, count);
}

/** Submits an attempt: score, best score, answer red packet and lottery chance for a pass. */
export function finalizeAttempt(db: Db, e: ExamRow, a: AttemptRow, now: number) {
  const logs = db.prepare<[number], { correct: number }>('SELECT correct FROM answer_logs WHERE attempt_id = ?').all(a.id);
  const correctCount = logs.filter((l) => l.correct === 1).length;
  const score = correctCount * 10;
  const usedSeconds = Math.max(1, Math.round((Math.min(now, a.deadline_at) - a.started_at) / 1000));
  db.prepare('UPDATE exam_attempts SET finished_at = ?, score = ?, correct_count = ?, used_seconds = ? WHERE id = ?').run(now, score, correctCount, usedSeconds, a.id);
  const best = db.prepare<[number, number], { best_score: number; best_seconds: number }>('SELECT best_score, best_seconds FROM exam_scores WHERE exam_id = ? AND user_id = ?').get(e.id, a.user_id);
  if (!best) db.prepare('INSERT INTO exam_scores VALUES (?, ?, ?, ?, ?)').run(e.id, a.user_id, score, usedSeconds, now);
  else if (score > best.best_score || (score === best.best_score && usedSeconds < best.best_seconds))
    db.prepare('UPDATE exam_scores SET best_score = ?, best_seconds = ?, updated_at = ? WHERE exam_id = ? AND user_id = ?').run(score, usedSeconds, now, e.id, a.user_id);
  const passed = score >= e.pass_score;
  let redpackCents = 0;
  if (passed) {
    db.prepare('UPDATE exam_user_stats SET lottery_chances = lottery_chances + 1 WHERE exam_id = ? AND user_id = ?').run(e.id, a.user_id);
    // One answer red packet per day, for the first pass.
    const earlier = db.prepare<[number, number, number, number], { n: number }>('SELECT COUNT(*) AS n FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND finished_at >= ? AND score >= ? ').get(e.id, a.user_id, dayStart(now), e.pass_score)?.n ?? 0;
    if (earlier === 1) {
      redpackCents = createRng(`redpack:${a.id}`).int(30, 300);
      addRedpack(db, e.id, a.user_id, 2, redpackCents, now);
    }
  }
  const bestScore = Math.max(score, best?.best_score ?? 0);
  return { attemptId: a.id, score, totalScore: e.question_count * 10, correctCount, questionCount: e.question_count, usedSeconds, passed, bestScore, rank: rankOf(db, e.id, a.user_id), redpackCents, lotteryChanceAdded: passed };
}
