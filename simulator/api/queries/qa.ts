import { defineQueries } from '../db/queries';

export type QuestionRow = {
  id: number;
  asker_id: number;
  title: string;
  content: string;
  tags: string;
  view_count: number;
  created_at: number;
};
export type AnswerRow = {
  id: number;
  question_id: number;
  expert_id: number;
  content: string;
  like_count: number;
  created_at: number;
  updated_at: number;
  versions: number;
};
export type ExpertRow = {
  id: number;
  nickname: string;
  title: string | null;
  company: string | null;
  avatar: string | null;
};
export type TopicRow = {
  id: number;
  title: string;
  summary: string;
  intro: string;
  view_count: number;
  created_at: number;
  qa_count: number;
};
export type AnswerVersionRow = {
  version: number;
  content: string;
  note: string | null;
  edited_at: number;
};
/** The question list's filters: each is optional. */
export type QuestionFilter = { keyword?: string; tag?: string; topicId?: number };

const ANSWER_SELECT = `SELECT a.*, (SELECT COUNT(*) FROM qa_answer_versions v WHERE v.answer_id = a.id) AS versions FROM qa_answers a`;
const TOPIC_SELECT = `SELECT t.*, (SELECT COUNT(*) FROM qa_topic_questions tq WHERE tq.topic_id = t.id) AS qa_count FROM qa_topics t`;

function questionWhere(f: QuestionFilter): { clause: string; args: (string | number)[] } {
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (f.keyword) {
    where.push('(q.title LIKE ? OR q.content LIKE ?)');
    args.push(`%${f.keyword}%`, `%${f.keyword}%`);
  }
  if (f.tag) {
    where.push('q.tags LIKE ?');
    args.push(`%${JSON.stringify(f.tag)}%`);
  }
  if (f.topicId) {
    where.push('q.id IN (SELECT question_id FROM qa_topic_questions WHERE topic_id = ?)');
    args.push(f.topicId);
  }
  return { clause: where.length ? `WHERE ${where.join(' AND ')}` : '', args };
}

/** Questions, their experts' answers and the answers' versions. */
export const qaQueries = defineQueries((db) => {
  const expert = db.prepare<[number], ExpertRow>(
    'SELECT id, nickname, title, company, avatar FROM users WHERE id = ?',
  );
  const firstExpert = db.prepare<[number], { expert_id: number }>(
    'SELECT expert_id FROM qa_answers WHERE question_id = ? ORDER BY created_at, id LIMIT 1',
  );
  const answerCount = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM qa_answers WHERE question_id = ?',
  );
  const answer = db.prepare<[number], AnswerRow>(`${ANSWER_SELECT} WHERE a.id = ?`);
  const question = db.prepare<[number], QuestionRow>('SELECT * FROM qa_questions WHERE id = ?');
  const addView = db.prepare<[number]>(
    'UPDATE qa_questions SET view_count = view_count + 1 WHERE id = ?',
  );
  const asker = db.prepare<[number], { id: number; nickname: string; avatar: string | null }>(
    'SELECT id, nickname, avatar FROM users WHERE id = ?',
  );
  const answers = db.prepare<[number], AnswerRow>(
    `${ANSWER_SELECT} WHERE a.question_id = ? ORDER BY a.created_at, a.id`,
  );
  const topicOf = db.prepare<[number], { id: number; title: string }>(
    'SELECT t.id, t.title FROM qa_topics t JOIN qa_topic_questions tq ON tq.topic_id = t.id WHERE tq.question_id = ? ORDER BY t.id LIMIT 1',
  );
  const related = db.prepare<[string, number], QuestionRow>(
    'SELECT * FROM qa_questions WHERE tags LIKE ? AND id != ? ORDER BY created_at DESC LIMIT 4',
  );
  const ask = db.prepare<[number, string, string, string, number]>(
    'INSERT INTO qa_questions (asker_id, title, content, tags, view_count, created_at) VALUES (?, ?, ?, ?, 0, ?)',
  );
  const addVersion = db.prepare<[number, number, string, string | null, number]>(
    'INSERT INTO qa_answer_versions (answer_id, version, content, note, edited_at) VALUES (?, ?, ?, ?, ?)',
  );
  const updateAnswer = db.prepare<[string, number, number]>(
    'UPDATE qa_answers SET content = ?, updated_at = ? WHERE id = ?',
  );
  const questionTitle = db.prepare<[number], { id: number; title: string }>(
    'SELECT id, title FROM qa_questions WHERE id = ?',
  );
  const versions = db.prepare<[number], AnswerVersionRow>(
    'SELECT version, content, note, edited_at FROM qa_answer_versions WHERE answer_id = ? ORDER BY version DESC',
  );

  return {
    expert: (id: number) => expert.get(id),
    /** The expert who answered a question first, if anyone did. */
    firstExpert: (questionId: number) => firstExpert.get(questionId)?.expert_id,
    answerCount: (questionId: number) => answerCount.get(questionId)?.n ?? 0,
    answer: (id: number) => answer.get(id),
    question: (id: number) => question.get(id),
    questionTitle: (id: number) => questionTitle.get(id),
    /** One page of the questions matching `filter`, newest first, and how many match. */
    questions(
      f: QuestionFilter,
      p: { page: number; size: number },
    ): { rows: QuestionRow[]; total: number } {
      const { clause, args } = questionWhere(f);
      // The filters are a few fixed shapes: the connection prepares each text once (db/index.ts).
      const total =
        db
          .prepare<(string | number)[], { n: number }>(
            `SELECT COUNT(*) AS n FROM qa_questions q ${clause}`,
          )
          .get(...args)?.n ?? 0;
      const rows = db
        .prepare<(string | number)[], QuestionRow>(
          `SELECT q.* FROM qa_questions q ${clause} ORDER BY q.created_at DESC, q.id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, p.size, (p.page - 1) * p.size);
      return { rows, total };
    },
    addView: (id: number) => void addView.run(id),
    asker: (id: number) => asker.get(id),
    answers: (questionId: number) => answers.all(questionId),
    topicOf: (questionId: number) => topicOf.get(questionId),
    /** Up to four other questions carrying `tag`, newest first. */
    related: (tag: string, questionId: number) =>
      related.all(`%${JSON.stringify(tag)}%`, questionId),
    ask: (userId: number, title: string, content: string, tags: string[], now: number) =>
      Number(ask.run(userId, title, content, JSON.stringify(tags), now).lastInsertRowid),
    /** Replaces an answer's text and keeps the new text as its next version. */
    editAnswer: db.transaction(
      (a: AnswerRow, content: string, note: string | null, now: number): void => {
        addVersion.run(a.id, a.versions + 1, content, note, now);
        updateAnswer.run(content, now, a.id);
      },
    ),
    versions: (answerId: number) => versions.all(answerId),
  };
});

/** Topics (专题): their questions and the articles they point at. */
export const qaTopicQueries = defineQueries((db) => {
  const list = db.prepare<[], TopicRow>(`${TOPIC_SELECT} ORDER BY t.created_at DESC`);
  const topic = db.prepare<[number], TopicRow>(`${TOPIC_SELECT} WHERE t.id = ?`);
  const addView = db.prepare<[number]>(
    'UPDATE qa_topics SET view_count = view_count + 1 WHERE id = ?',
  );
  const questions = db.prepare<[number], QuestionRow>(
    'SELECT q.* FROM qa_questions q JOIN qa_topic_questions tq ON tq.question_id = q.id WHERE tq.topic_id = ? ORDER BY tq.position',
  );
  const articles = db.prepare<[number], { article_id: number; title: string; summary: string }>(
    'SELECT article_id, title, summary FROM qa_topic_articles WHERE topic_id = ? ORDER BY position',
  );
  const title = db.prepare<[number], { title: string }>('SELECT title FROM qa_topics WHERE id = ?');
  const hasArticles = db.prepare<[], { n: number }>(
    "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'articles'",
  );

  return {
    list: () => list.all(),
    topic: (id: number) => topic.get(id),
    addView: (id: number) => void addView.run(id),
    questions: (topicId: number) => questions.all(topicId),
    articles: (topicId: number) => articles.all(topicId),
    exists: (id: number) => title.get(id) !== undefined,
    /** Titles of the content domain's articles when it has an `articles` table (it is another domain's). */
    articleTitles(ids: number[]): Map<number, string> {
      const titles = new Map<number, string>();
      if (!hasArticles.get()?.n || ids.length === 0) return titles;
      const columns = db
        .prepare<[], { name: string }>('PRAGMA table_info(articles)')
        .all()
        .map((c) => c.name);
      if (!columns.includes('id') || !columns.includes('title')) return titles;
      const rows = db
        .prepare<number[], { id: number; title: string }>(
          `SELECT id, title FROM articles WHERE id IN (${ids.map(() => '?').join(',')})`,
        )
        .all(...ids);
      for (const r of rows) titles.set(r.id, r.title);
      return titles;
    },
  };
});
