import { defineQueries } from '../../db/queries';

/**
 * The seed's statements for questions, answers, their versions and topics: prepared once per database, run inside
 * the seed's transaction.
 */
export const qaSeedQueries = defineQueries((db) => ({
  question: db.prepare(
    'INSERT INTO qa_questions (id, asker_id, title, content, tags, view_count, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ),
  answer: db.prepare(
    'INSERT INTO qa_answers (id, question_id, expert_id, content, like_count, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ),
  answerVersion: db.prepare(
    'INSERT INTO qa_answer_versions (answer_id, version, content, note, edited_at) VALUES (?, ?, ?, ?, ?)',
  ),
  topic: db.prepare(
    'INSERT INTO qa_topics (id, title, summary, intro, view_count, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ),
  topicQuestion: db.prepare(
    'INSERT INTO qa_topic_questions (topic_id, question_id, position) VALUES (?, ?, ?)',
  ),
  topicArticle: db.prepare(
    'INSERT INTO qa_topic_articles (topic_id, article_id, title, summary, position) VALUES (?, ?, ?, ?, ?)',
  ),
}));
