import { defineQueries } from '../db/queries';

/** Rows of the exam engine's tables (snake_case, as stored). */
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
  /** Last moment a ranking reward can be claimed; null: the end plus the default claim period. */
  claim_until: number | null;
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
  redpack_cents: number;
  /** 1: submitted by the server at its deadline, result not shown yet; 2: shown; 0: submitted by the player. */
  auto_submitted: number;
};
export type QuestionRow = {
  id: number;
  type: number;
  stem: string;
  options: string;
  answer: string;
  analysis: string;
  score: number;
};
export type BestScoreRow = { best_score: number; best_seconds: number; updated_at: number };
export type AnswerLogRow = {
  idx: number;
  question_id: number;
  stem: string;
  answer: string;
  right: string;
  correct: number;
  analysis: string;
  prop: number | null;
};
export type ChallengeLogRow = Pick<
  AttemptRow,
  'id' | 'score' | 'correct_count' | 'used_seconds' | 'finished_at' | 'started_at'
>;
type Count = { n: number };

/** Exams, applications, attempts, questions, answers and best scores: the exam engine's data. */
export const examQueries = defineQueries((db) => {
  const exam = db.prepare<[number], ExamRow>('SELECT * FROM exams WHERE id = ?');
  const runningOfKind = db.prepare<[number, number, number, number], { id: number }>(
    'SELECT id FROM exams WHERE kind = ? AND id != ? AND start_at <= ? AND end_at >= ? ORDER BY start_at DESC',
  );
  const applied = db.prepare<[number, number], { one: number }>(
    'SELECT 1 AS one FROM exam_applications WHERE exam_id = ? AND user_id = ?',
  );
  const participants = db.prepare<[number], Count>(
    'SELECT COUNT(*) AS n FROM exam_applications WHERE exam_id = ?',
  );
  const apply = db.prepare<[number, number, number | null, string | null, string | null, number]>(
    'INSERT INTO exam_applications (exam_id, user_id, invite_user_id, real_name, company, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const ensureStats = db.prepare<[number, number]>(
    'INSERT OR IGNORE INTO exam_user_stats (exam_id, user_id) VALUES (?, ?)',
  );
  const stats = db.prepare<[number, number], { lottery_chances: number; extra_attempts: number }>(
    'SELECT lottery_chances, extra_attempts FROM exam_user_stats WHERE exam_id = ? AND user_id = ?',
  );
  const addExtraAttempts = db.prepare<[number, number, number]>(
    'UPDATE exam_user_stats SET extra_attempts = extra_attempts + ? WHERE exam_id = ? AND user_id = ?',
  );
  const addLotteryChances = db.prepare<[number, number, number]>(
    'UPDATE exam_user_stats SET lottery_chances = lottery_chances + ? WHERE exam_id = ? AND user_id = ?',
  );
  const attemptsSince = db.prepare<[number, number, number], Count>(
    'SELECT COUNT(*) AS n FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND started_at >= ?',
  );
  const attemptCount = db.prepare<[number, number], Count>(
    'SELECT COUNT(*) AS n FROM exam_attempts WHERE exam_id = ? AND user_id = ?',
  );
  const finishedCount = db.prepare<[number, number], Count>(
    'SELECT COUNT(*) AS n FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND finished_at IS NOT NULL',
  );
  const fullScoreCount = db.prepare<[number, number], Count>(
    'SELECT COUNT(*) AS n FROM exam_attempts a JOIN exams e ON e.id = a.exam_id WHERE a.exam_id = ? AND a.user_id = ? AND a.score = e.question_count * 10',
  );
  const passesSince = db.prepare<[number, number, number, number], Count>(
    'SELECT COUNT(*) AS n FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND finished_at >= ? AND score >= ? ',
  );
  const attempt = db.prepare<[number, number], AttemptRow>(
    'SELECT * FROM exam_attempts WHERE id = ? AND user_id = ?',
  );
  const openAttempt = db.prepare<[number, number], AttemptRow>(
    'SELECT * FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND finished_at IS NULL',
  );
  const liveAttempt = db.prepare<[number, number, number], AttemptRow>(
    'SELECT * FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND finished_at IS NULL AND deadline_at > ? ORDER BY id DESC',
  );
  const staleAttempts = db.prepare<[number, number, number], AttemptRow>(
    'SELECT * FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND finished_at IS NULL AND deadline_at <= ?',
  );
  const insertAttempt = db.prepare<[number, number, string, number, number]>(
    'INSERT INTO exam_attempts (exam_id, user_id, question_ids, started_at, deadline_at) VALUES (?, ?, ?, ?, ?)',
  );
  const finishAttempt = db.prepare<[number, number, number, number, number]>(
    'UPDATE exam_attempts SET finished_at = ?, score = ?, correct_count = ?, used_seconds = ? WHERE id = ?',
  );
  const setDeadline = db.prepare<[number, number]>(
    'UPDATE exam_attempts SET deadline_at = ? WHERE id = ?',
  );
  const expiredOfExam = db.prepare<[number, number], AttemptRow>(
    'SELECT * FROM exam_attempts WHERE exam_id = ? AND finished_at IS NULL AND deadline_at <= ?',
  );
  const markAutoSubmitted = db.prepare<[number, number]>(
    'UPDATE exam_attempts SET auto_submitted = ? WHERE id = ?',
  );
  const setAttemptRedpack = db.prepare<[number, number]>(
    'UPDATE exam_attempts SET redpack_cents = ? WHERE id = ?',
  );
  const unseenAutoSubmitted = db.prepare<[number, number], { id: number }>(
    'SELECT id FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND auto_submitted = 1 ORDER BY id DESC LIMIT 1',
  );
  const challengeLogs = db.prepare<[number, number, number, number], ChallengeLogRow>(
    'SELECT id, score, correct_count, used_seconds, finished_at, started_at FROM exam_attempts WHERE exam_id = ? AND user_id = ? ORDER BY started_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const question = db.prepare<[number], QuestionRow>('SELECT * FROM questions WHERE id = ?');
  const questionIds = db.prepare<[], { id: number }>('SELECT id FROM questions ORDER BY id');
  const answeredCount = db.prepare<[number], Count>(
    'SELECT COUNT(*) AS n FROM answer_logs WHERE attempt_id = ?',
  );
  const correctCount = db.prepare<[number], Count>(
    'SELECT COUNT(*) AS n FROM answer_logs WHERE attempt_id = ? AND correct = 1',
  );
  const answerCorrectness = db.prepare<[number], { correct: number }>(
    'SELECT correct FROM answer_logs WHERE attempt_id = ?',
  );
  const logAnswer = db.prepare<[number, number, number, string, number, number]>(
    'INSERT INTO answer_logs (attempt_id, idx, question_id, answer, correct, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const logSkip = db.prepare<[number, number, number, string, number]>(
    'INSERT INTO answer_logs (attempt_id, idx, question_id, answer, correct, prop, created_at) VALUES (?, ?, ?, ?, 1, 2, ?)',
  );
  const answerLog = db.prepare<[number], AnswerLogRow>(
    'SELECT l.idx, l.question_id, q.stem, l.answer, q.answer AS right, l.correct, q.analysis, l.prop FROM answer_logs l JOIN questions q ON q.id = l.question_id WHERE l.attempt_id = ? ORDER BY l.idx',
  );
  const bestScore = db.prepare<[number, number], BestScoreRow>(
    'SELECT best_score, best_seconds, updated_at FROM exam_scores WHERE exam_id = ? AND user_id = ?',
  );
  const insertBest = db.prepare<[number, number, number, number, number]>(
    'INSERT INTO exam_scores VALUES (?, ?, ?, ?, ?)',
  );
  const updateBest = db.prepare<[number, number, number, number, number]>(
    'UPDATE exam_scores SET best_score = ?, best_seconds = ?, updated_at = ? WHERE exam_id = ? AND user_id = ?',
  );
  const betterScores = db.prepare<number[], Count>(
    `SELECT COUNT(*) AS n FROM exam_scores WHERE exam_id = ? AND (best_score > ? OR (best_score = ? AND best_seconds < ?)
       OR (best_score = ? AND best_seconds = ? AND (updated_at < ? OR (updated_at = ? AND user_id < ?))))`,
  );
  const scoreCount = db.prepare<[number], Count>(
    'SELECT COUNT(*) AS n FROM exam_scores WHERE exam_id = ?',
  );
  const leaderboard = db.prepare<[number, number, number], LeaderRow>(
    'SELECT s.user_id, u.nickname, s.best_score, s.best_seconds FROM exam_scores s JOIN users u ON u.id = s.user_id WHERE s.exam_id = ? ORDER BY s.best_score DESC, s.best_seconds ASC, s.updated_at ASC, s.user_id ASC LIMIT ? OFFSET ?',
  );
  const leaderOf = db.prepare<[number, number], LeaderRow>(
    'SELECT s.user_id, u.nickname, s.best_score, s.best_seconds FROM exam_scores s JOIN users u ON u.id = s.user_id WHERE s.exam_id = ? AND s.user_id = ?',
  );
  const buryingPoint = db.prepare<
    [number, number | null, string, string | null, string | null, number]
  >(
    'INSERT INTO burying_points (exam_id, user_id, event, page, extra, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const shares = db.prepare<[number, number], Count>(
    "SELECT COUNT(*) AS n FROM burying_points WHERE exam_id = ? AND user_id = ? AND event = 'share'",
  );
  const n = (row: Count | undefined): number => row?.n ?? 0;

  return {
    exam: (id: number) => exam.get(id),
    /** The exam of `kind` running at `now`, other than `examId` (where an ended exam points the app). */
    runningOfKind: (kind: number, examId: number, now: number) =>
      runningOfKind.get(kind, examId, now, now)?.id ?? null,
    isApplied: (examId: number, userId: number) => applied.get(examId, userId) !== undefined,
    participants: (examId: number) => n(participants.get(examId)),
    apply: (
      examId: number,
      userId: number,
      invitedBy: number | null,
      realName: string | null,
      company: string | null,
      now: number,
    ) => void apply.run(examId, userId, invitedBy, realName, company, now),
    /** A user's lottery chances and extra attempts as they stand (a user without a row has none), for reads. */
    peekStats: (examId: number, userId: number) =>
      stats.get(examId, userId) ?? { lottery_chances: 0, extra_attempts: 0 },
    /** A user's lottery chances and extra attempts, their row created on first use (for writes that add to them). */
    stats(examId: number, userId: number) {
      ensureStats.run(examId, userId);
      return stats.get(examId, userId) ?? { lottery_chances: 0, extra_attempts: 0 };
    },
    addExtraAttempts: (examId: number, userId: number, count: number) =>
      void addExtraAttempts.run(count, examId, userId),
    addLotteryChances: (examId: number, userId: number, count: number) =>
      void addLotteryChances.run(count, examId, userId),
    attemptsSince: (examId: number, userId: number, since: number) =>
      n(attemptsSince.get(examId, userId, since)),
    attemptCount: (examId: number, userId: number) => n(attemptCount.get(examId, userId)),
    finishedCount: (examId: number, userId: number) => n(finishedCount.get(examId, userId)),
    fullScoreCount: (examId: number, userId: number) => n(fullScoreCount.get(examId, userId)),
    passesSince: (examId: number, userId: number, since: number, passScore: number) =>
      n(passesSince.get(examId, userId, since, passScore)),
    attempt: (attemptId: number, userId: number) => attempt.get(attemptId, userId),
    openAttempt: (examId: number, userId: number) => openAttempt.get(examId, userId),
    /** The latest unfinished attempt still within its time. */
    liveAttempt: (examId: number, userId: number, now: number) =>
      liveAttempt.get(examId, userId, now),
    staleAttempts: (examId: number, userId: number, now: number) =>
      staleAttempts.all(examId, userId, now),
    insertAttempt: (
      examId: number,
      userId: number,
      questionIds: number[],
      now: number,
      deadline: number,
    ) =>
      Number(
        insertAttempt.run(examId, userId, JSON.stringify(questionIds), now, deadline)
          .lastInsertRowid,
      ),
    finishAttempt: (
      attemptId: number,
      now: number,
      score: number,
      correct: number,
      usedSeconds: number,
    ) => void finishAttempt.run(now, score, correct, usedSeconds, attemptId),
    setDeadline: (attemptId: number, deadline: number) => void setDeadline.run(deadline, attemptId),
    /** Every player's attempts of an exam left open past their deadline. */
    expiredOfExam: (examId: number, now: number) => expiredOfExam.all(examId, now),
    /** 1: submitted by the server at its deadline (result not shown yet); 2: its result shown. */
    markAutoSubmitted: (attemptId: number, state: 1 | 2) =>
      void markAutoSubmitted.run(state, attemptId),
    setAttemptRedpack: (attemptId: number, cents: number) =>
      void setAttemptRedpack.run(cents, attemptId),
    /** The latest attempt the server submitted at its deadline whose result the player has not seen. */
    unseenAutoSubmitted: (examId: number, userId: number) =>
      unseenAutoSubmitted.get(examId, userId)?.id ?? null,
    challengeLogs: (examId: number, userId: number, size: number, offset: number) =>
      challengeLogs.all(examId, userId, size, offset),
    question: (id: number) => question.get(id),
    questionIds: () => questionIds.all().map((r) => r.id),
    answeredCount: (attemptId: number) => n(answeredCount.get(attemptId)),
    correctCount: (attemptId: number) => n(correctCount.get(attemptId)),
    answerCorrectness: (attemptId: number) => answerCorrectness.all(attemptId),
    logAnswer: (
      attemptId: number,
      index: number,
      questionId: number,
      answer: string,
      correct: boolean,
      now: number,
    ) => void logAnswer.run(attemptId, index, questionId, answer, correct ? 1 : 0, now),
    /** A question skipped with a 跳题卡: logged as answered right. */
    logSkip: (attemptId: number, index: number, questionId: number, answer: string, now: number) =>
      void logSkip.run(attemptId, index, questionId, answer, now),
    answerLog: (attemptId: number) => answerLog.all(attemptId),
    bestScore: (examId: number, userId: number) => bestScore.get(examId, userId),
    insertBest: (examId: number, userId: number, score: number, seconds: number, now: number) =>
      void insertBest.run(examId, userId, score, seconds, now),
    updateBest: (examId: number, userId: number, score: number, seconds: number, now: number) =>
      void updateBest.run(score, seconds, now, examId, userId),
    /** How many players rank above a best score (higher score, then shorter time, then earlier, then lower id). */
    betterScores: (examId: number, userId: number, me: BestScoreRow) =>
      n(
        betterScores.get(
          examId,
          me.best_score,
          me.best_score,
          me.best_seconds,
          me.best_score,
          me.best_seconds,
          me.updated_at,
          me.updated_at,
          userId,
        ),
      ),
    scoreCount: (examId: number) => n(scoreCount.get(examId)),
    leaderboard: (examId: number, size: number, offset: number) =>
      leaderboard.all(examId, size, offset),
    leaderOf: (examId: number, userId: number) => leaderOf.get(examId, userId),
    buryingPoint: (
      examId: number,
      userId: number | null,
      event: string,
      page: string | null,
      extra: string | null,
      now: number,
    ) => void buryingPoint.run(examId, userId, event, page, extra, now),
    shares: (examId: number, userId: number) => n(shares.get(examId, userId)),
  };
});

export type LeaderRow = {
  user_id: number;
  nickname: string;
  best_score: number;
  best_seconds: number;
};
