import type { Migration } from '../types';
import { GOODS_PRIZE_NAME, GOODS_PRIZE_STOCK, GOODS_PRIZE_WEIGHT } from '../../seed/exam-prizes';

/** Exams and the questionnaire competition (kind 2): questions, attempts, rankings, tasks, props, lottery, invitations, red packets. */
export const examMigrations: Migration[] = [
  {
    id: 'exam-001',
    up: `
      CREATE TABLE exams (
        id INTEGER PRIMARY KEY, kind INTEGER NOT NULL, title TEXT NOT NULL, description TEXT NOT NULL, rules TEXT NOT NULL,
        start_at INTEGER NOT NULL, end_at INTEGER NOT NULL, duration_s INTEGER NOT NULL, question_count INTEGER NOT NULL,
        pass_score INTEGER NOT NULL, daily_chances INTEGER NOT NULL
      );
      CREATE TABLE questions (
        id INTEGER PRIMARY KEY, type INTEGER NOT NULL, stem TEXT NOT NULL, options TEXT NOT NULL,
        answer TEXT NOT NULL, analysis TEXT NOT NULL, score INTEGER NOT NULL
      );
      CREATE TABLE exam_applications (
        exam_id INTEGER NOT NULL REFERENCES exams(id), user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        invite_user_id INTEGER, real_name TEXT, company TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (exam_id, user_id)
      );
      CREATE TABLE exam_attempts (
        id INTEGER PRIMARY KEY, exam_id INTEGER NOT NULL REFERENCES exams(id), user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        question_ids TEXT NOT NULL, started_at INTEGER NOT NULL, deadline_at INTEGER NOT NULL, finished_at INTEGER,
        score INTEGER, correct_count INTEGER, used_seconds INTEGER
      );
      CREATE INDEX exam_attempts_user ON exam_attempts(exam_id, user_id, started_at);
      CREATE TABLE answer_logs (
        attempt_id INTEGER NOT NULL REFERENCES exam_attempts(id) ON DELETE CASCADE, idx INTEGER NOT NULL, question_id INTEGER NOT NULL,
        answer TEXT NOT NULL, correct INTEGER NOT NULL, prop INTEGER, created_at INTEGER NOT NULL, PRIMARY KEY (attempt_id, idx)
      );
      CREATE TABLE prop_uses (
        attempt_id INTEGER NOT NULL REFERENCES exam_attempts(id) ON DELETE CASCADE, idx INTEGER NOT NULL, prop_type INTEGER NOT NULL,
        removed TEXT, PRIMARY KEY (attempt_id, idx, prop_type)
      );
      CREATE TABLE exam_scores (
        exam_id INTEGER NOT NULL REFERENCES exams(id), user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        best_score INTEGER NOT NULL, best_seconds INTEGER NOT NULL, updated_at INTEGER NOT NULL, PRIMARY KEY (exam_id, user_id)
      );
      CREATE INDEX exam_scores_rank ON exam_scores(exam_id, best_score DESC, best_seconds ASC, updated_at ASC);
      CREATE TABLE exam_user_stats (
        exam_id INTEGER NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        lottery_chances INTEGER NOT NULL DEFAULT 0, extra_attempts INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (exam_id, user_id)
      );
      CREATE TABLE burying_points (
        id INTEGER PRIMARY KEY, exam_id INTEGER NOT NULL, user_id INTEGER, event TEXT NOT NULL, page TEXT, extra TEXT, created_at INTEGER NOT NULL
      );
      CREATE TABLE exam_tasks (
        id INTEGER PRIMARY KEY, exam_id INTEGER NOT NULL REFERENCES exams(id), title TEXT NOT NULL, description TEXT NOT NULL,
        kind TEXT NOT NULL, target INTEGER NOT NULL, reward_kind TEXT NOT NULL, reward_value INTEGER NOT NULL, prop_type INTEGER
      );
      CREATE TABLE task_claims (
        task_id INTEGER NOT NULL REFERENCES exam_tasks(id), user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        claimed_at INTEGER NOT NULL, PRIMARY KEY (task_id, user_id)
      );
      CREATE TABLE user_props (
        exam_id INTEGER NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, prop_type INTEGER NOT NULL,
        count INTEGER NOT NULL CHECK (count >= 0), PRIMARY KEY (exam_id, user_id, prop_type)
      );
      CREATE TABLE lottery_prizes (
        id INTEGER PRIMARY KEY, exam_id INTEGER NOT NULL REFERENCES exams(id), name TEXT NOT NULL, kind TEXT NOT NULL,
        value INTEGER NOT NULL, weight INTEGER NOT NULL
      );
      CREATE TABLE lottery_draws (
        id INTEGER PRIMARY KEY, exam_id INTEGER NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        prize_id INTEGER NOT NULL REFERENCES lottery_prizes(id), created_at INTEGER NOT NULL
      );
      CREATE TABLE exam_invites (
        exam_id INTEGER NOT NULL, inviter_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        invitee_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, reward_cents INTEGER NOT NULL, created_at INTEGER NOT NULL,
        PRIMARY KEY (exam_id, invitee_id)
      );
      CREATE TABLE ranking_rewards (
        exam_id INTEGER NOT NULL REFERENCES exams(id), rank_from INTEGER NOT NULL, rank_to INTEGER NOT NULL, amount_cents INTEGER NOT NULL, title TEXT NOT NULL
      );
      CREATE TABLE ranking_claims (
        exam_id INTEGER NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, rank INTEGER NOT NULL,
        amount_cents INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (exam_id, user_id)
      );
      CREATE TABLE redpacks (
        id INTEGER PRIMARY KEY, exam_id INTEGER NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind INTEGER NOT NULL,               -- 1 邀请红包, 2 答题红包, 3 红包提现
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0), status INTEGER NOT NULL, -- 0 处理中, 1 成功
        channel TEXT, account TEXT, real_name TEXT, created_at INTEGER NOT NULL
      );
      CREATE INDEX redpacks_user ON redpacks(exam_id, user_id, created_at);
      CREATE TABLE bank_cards (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE, bank_name TEXT NOT NULL, card_no TEXT NOT NULL,
        real_name TEXT NOT NULL, updated_at INTEGER NOT NULL
      );
    `,
  },
  {
    // A withdrawal's client key: one payout per (user, key), so a retried or doubled request pays once.
    id: 'exam-002',
    up: `
      ALTER TABLE redpacks ADD COLUMN client_key TEXT;
      CREATE UNIQUE INDEX redpacks_client_key ON redpacks(user_id, client_key) WHERE client_key IS NOT NULL;
    `,
  },
  {
    // A draw's client key (one draw per (user, key): a retried request spends one chance), and QA's
    // next prize for one player (the lottery outcome set by a test, used once).
    id: 'exam-003',
    up: `
      ALTER TABLE lottery_draws ADD COLUMN client_key TEXT;
      CREATE UNIQUE INDEX lottery_draws_client_key ON lottery_draws(user_id, client_key) WHERE client_key IS NOT NULL;
      CREATE TABLE lottery_rigs (
        exam_id INTEGER NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        prize_id INTEGER NOT NULL REFERENCES lottery_prizes(id), PRIMARY KEY (exam_id, user_id)
      );
    `,
  },
  {
    // The ranking reward's claim period: after it an unclaimed reward is 已过期 (NULL: end + 30 days).
    id: 'exam-004',
    up: `ALTER TABLE exams ADD COLUMN claim_until INTEGER;`,
  },
  {
    // What an invitation earned when it is not money: the prop type (the questionnaire's 复活卡).
    id: 'exam-005',
    up: `ALTER TABLE exam_invites ADD COLUMN reward_prop INTEGER;`,
  },
  {
    // A goods prize (实物奖品, with a stock; NULL stock: unlimited), its winner's recipient and its
    // shipping; and QA's campaign override: the dates a campaign had before QA ended it or let its
    // claim period lapse (/__sim/exam/:examId/campaign), restored from here. Databases seeded before
    // this step get the goods prize here; new ones from the seed (exams do not exist yet at this point).
    id: 'exam-006',
    up: `
      ALTER TABLE lottery_prizes ADD COLUMN stock INTEGER;
      INSERT INTO lottery_prizes (exam_id, name, kind, value, weight, stock)
        SELECT id, '${GOODS_PRIZE_NAME}', 'goods', 0, ${GOODS_PRIZE_WEIGHT}, ${GOODS_PRIZE_STOCK} FROM exams WHERE id IN (4, 5, 6);
      CREATE TABLE lottery_recipients (
        draw_id INTEGER PRIMARY KEY REFERENCES lottery_draws(id) ON DELETE CASCADE,
        name TEXT NOT NULL, phone TEXT NOT NULL, province TEXT NOT NULL, city TEXT NOT NULL, district TEXT NOT NULL,
        detail TEXT NOT NULL, submitted_at INTEGER NOT NULL, shipped_at INTEGER, express_company TEXT, tracking_no TEXT
      );
      CREATE TABLE exam_campaign_overrides (
        exam_id INTEGER PRIMARY KEY REFERENCES exams(id), end_at INTEGER NOT NULL, claim_until INTEGER
      );
    `,
  },
  {
    // A ranking reward claimed into the balance is a record of its own kind, 4 排名奖励 (it was
    // recorded as 2, and so labelled 答题红包): the ones recorded so before this step are relabelled,
    // found by their claim (same campaign, user, amount and moment).
    id: 'exam-ranking-redpack-kind',
    up: `
      UPDATE redpacks SET kind = 4 WHERE kind = 2 AND EXISTS (
        SELECT 1 FROM ranking_claims c
        WHERE c.exam_id = redpacks.exam_id AND c.user_id = redpacks.user_id AND c.amount_cents = redpacks.amount_cents AND c.created_at = redpacks.created_at
      );
    `,
  },
  {
    // An attempt keeps what its submission answered (the answer red packet), so that submitting again,
    // or asking for the result of an attempt the server submitted at its deadline, answers the same;
    // auto_submitted: 1 submitted by the server at the deadline and its result not shown yet, 2 shown.
    id: 'exam-007-attempt-results',
    up: `
      ALTER TABLE exam_attempts ADD COLUMN redpack_cents INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE exam_attempts ADD COLUMN auto_submitted INTEGER NOT NULL DEFAULT 0;
    `,
  },
];
