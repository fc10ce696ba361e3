import { defineQueries } from '../../db/queries';

/**
 * The seed's statements for exams, questions, ranking tiers, tasks, lottery prizes, scores, invitations and red packets: prepared once per database, run inside
 * the seed's transaction.
 */
export const examSeedQueries = defineQueries((db) => ({
  exam: db.prepare(
    'INSERT INTO exams (id, kind, title, description, rules, start_at, end_at, duration_s, question_count, pass_score, daily_chances) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ),
  examClaimUntil: db.prepare('UPDATE exams SET claim_until = ? WHERE id = 4'),
  question: db.prepare(
    'INSERT INTO questions (id, type, stem, options, answer, analysis, score) VALUES (?, ?, ?, ?, ?, ?, 10)',
  ),
  tier: db.prepare('INSERT INTO ranking_rewards VALUES (?, ?, ?, ?, ?)'),
  task: db.prepare(
    'INSERT INTO exam_tasks (exam_id, title, description, kind, target, reward_kind, reward_value, prop_type) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ),
  prize: db.prepare(
    'INSERT INTO lottery_prizes (exam_id, name, kind, value, weight) VALUES (?, ?, ?, ?, ?)',
  ),
  goods: db.prepare(
    "INSERT INTO lottery_prizes (exam_id, name, kind, value, weight, stock) VALUES (?, ?, 'goods', 0, ?, ?)",
  ),
  score: db.prepare('INSERT INTO exam_scores VALUES (?, ?, ?, ?, ?)'),
  apply: db.prepare(
    'INSERT INTO exam_applications (exam_id, user_id, created_at) VALUES (?, ?, ?)',
  ),
  invite: db.prepare(
    'INSERT OR IGNORE INTO exam_invites (exam_id, inviter_id, invitee_id, reward_cents, created_at) VALUES (?, ?, ?, ?, ?)',
  ),
  redpack: db.prepare(
    'INSERT INTO redpacks (exam_id, user_id, kind, amount_cents, status, channel, account, real_name, created_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?)',
  ),
}));
