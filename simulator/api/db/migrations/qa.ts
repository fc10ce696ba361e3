import type { Migration } from '../types';

/** Questions, expert answers with their edit history, and topics grouping questions and articles. */
export const qaMigrations: Migration[] = [
  {
    id: 'qa-001-questions',
    up: `
      CREATE TABLE qa_questions (
        id INTEGER PRIMARY KEY,
        asker_id INTEGER NOT NULL REFERENCES users(id),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        tags TEXT NOT NULL,                      -- JSON array of strings
        view_count INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX qa_questions_created ON qa_questions(created_at);
      CREATE TABLE qa_answers (
        id INTEGER PRIMARY KEY,
        question_id INTEGER NOT NULL REFERENCES qa_questions(id) ON DELETE CASCADE,
        expert_id INTEGER NOT NULL REFERENCES users(id),
        content TEXT NOT NULL,                   -- the current version
        like_count INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX qa_answers_question ON qa_answers(question_id);
      CREATE TABLE qa_answer_versions (
        id INTEGER PRIMARY KEY,
        answer_id INTEGER NOT NULL REFERENCES qa_answers(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,                -- 1 = the original answer
        content TEXT NOT NULL,
        note TEXT,
        edited_at INTEGER NOT NULL,
        UNIQUE (answer_id, version)
      );
      CREATE TABLE qa_topics (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        intro TEXT NOT NULL,
        view_count INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE qa_topic_questions (
        topic_id INTEGER NOT NULL REFERENCES qa_topics(id) ON DELETE CASCADE,
        question_id INTEGER NOT NULL REFERENCES qa_questions(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        PRIMARY KEY (topic_id, question_id)
      );
      CREATE INDEX qa_topic_questions_question ON qa_topic_questions(question_id);
      -- Articles belong to the content domain: a topic keeps the id and the title it was curated with.
      CREATE TABLE qa_topic_articles (
        topic_id INTEGER NOT NULL REFERENCES qa_topics(id) ON DELETE CASCADE,
        article_id INTEGER NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        position INTEGER NOT NULL,
        PRIMARY KEY (topic_id, article_id)
      );
    `,
  },
];
