import type { Migration } from '../types';

/**
 * The questionnaire's challenge (pass mode on the exam engine): one row per attempt of exam 6 played as
 * a challenge. The current question's deadline is the attempt's own `deadline_at` (exam_attempts).
 */
export const questionnaireMigrations: Migration[] = [
  {
    id: 'questionnaire-001-challenges',
    up: `
      CREATE TABLE questionnaire_challenges (
        attempt_id INTEGER PRIMARY KEY REFERENCES exam_attempts(id) ON DELETE CASCADE,
        phase TEXT NOT NULL,                       -- answering | answered | wrong | cleared | failed
        revived INTEGER NOT NULL DEFAULT 0,
        rank_before INTEGER,
        reward_cents INTEGER NOT NULL DEFAULT 0
      );
    `,
  },
];
