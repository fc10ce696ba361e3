import { defineQueries } from '../db/queries';

export type ProductFigures = {
  articles: number;
  experts: number;
  answeredQuestions: number;
  courses: number;
};

const COUNTS = `SELECT
  (SELECT COUNT(*) FROM articles WHERE status = 'published' AND source = 'editorial') AS articles,
  (SELECT COUNT(*) FROM users WHERE user_type = 1) AS experts,
  (SELECT COUNT(DISTINCT question_id) FROM qa_answers) AS answeredQuestions,
  (SELECT COUNT(*) FROM courses) AS courses`;

/** The product's figures as they stand (counted, not written into the page). */
export const publicizeQueries = defineQueries((db) => {
  const counts = db.prepare<[], ProductFigures>(COUNTS);
  return { figures: () => counts.get() };
});
