import { defineQueries } from '../db/queries';

/** A challenge's own state beside its exam attempt (snake_case, as stored). */
export type ChallengeRow = {
  attempt_id: number;
  phase: string;
  revived: number;
  rank_before: number | null;
  reward_cents: number;
};
/** A player's best finished attempt of one day. */
export type DayBestRow = { user_id: number; nickname: string; score: number; used_seconds: number };

/** The questionnaire challenge's data: its rows, the props used in an attempt, today's board. */
export const questionnaireQueries = defineQueries((db) => {
  const challenge = db.prepare<[number], ChallengeRow>(
    'SELECT * FROM questionnaire_challenges WHERE attempt_id = ?',
  );
  const insert = db.prepare<[number, number | null]>(
    "INSERT INTO questionnaire_challenges (attempt_id, phase, rank_before) VALUES (?, 'answering', ?)",
  );
  const setPhase = db.prepare<[string, number]>(
    'UPDATE questionnaire_challenges SET phase = ? WHERE attempt_id = ?',
  );
  const setRevived = db.prepare<[number]>(
    'UPDATE questionnaire_challenges SET revived = 1 WHERE attempt_id = ?',
  );
  const setReward = db.prepare<[number, number]>(
    'UPDATE questionnaire_challenges SET reward_cents = ? WHERE attempt_id = ?',
  );
  const propsUsed = db.prepare<[number], { prop_type: number }>(
    'SELECT prop_type FROM prop_uses WHERE attempt_id = ? ORDER BY idx, prop_type',
  );
  const dayBoard = db.prepare<[number, number], DayBestRow>(
    `SELECT user_id, nickname, score, used_seconds FROM (
       SELECT a.user_id, u.nickname, a.score, a.used_seconds, a.finished_at,
              ROW_NUMBER() OVER (PARTITION BY a.user_id ORDER BY a.score DESC, a.used_seconds ASC, a.finished_at ASC) AS rn
       FROM exam_attempts a JOIN users u ON u.id = a.user_id
       WHERE a.exam_id = ? AND a.finished_at >= ? AND a.score IS NOT NULL
     ) WHERE rn = 1 ORDER BY score DESC, used_seconds ASC, finished_at ASC, user_id ASC`,
  );
  const owner = db.prepare<[number], { user_id: number }>(
    'SELECT user_id FROM exam_attempts WHERE id = ?',
  );
  return {
    /** Whose attempt this is (QA helpers only). */
    ownerOf: (attemptId: number) => owner.get(attemptId)?.user_id ?? null,
    challenge: (attemptId: number) => challenge.get(attemptId),
    insert: (attemptId: number, rankBefore: number | null) =>
      void insert.run(attemptId, rankBefore),
    setPhase: (attemptId: number, phase: string) => void setPhase.run(phase, attemptId),
    setRevived: (attemptId: number) => void setRevived.run(attemptId),
    setReward: (attemptId: number, cents: number) => void setReward.run(cents, attemptId),
    /** Prop types used in an attempt, in the order of its questions. */
    propsUsed: (attemptId: number) => propsUsed.all(attemptId).map((r) => r.prop_type),
    /** Each player's best finished attempt since `since`, best first (ties: shorter time, then earlier). */
    dayBoard: (examId: number, since: number) => dayBoard.all(examId, since),
  };
});
