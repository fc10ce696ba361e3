import { defineQueries } from '../../db/queries';

/**
 * The seed's statements for courses, chapters and live interactions: prepared once per database, run inside
 * the seed's transaction.
 */
export const liveSeedQueries = defineQueries((db) => ({
  experts: db.prepare<[], { id: number; nickname: string; title: string }>(
    'SELECT id, nickname, title FROM users WHERE user_type = 1 ORDER BY id',
  ),
  course:
    db.prepare(`INSERT INTO courses (id, type, title, subtitle, category, lecturer, lecturer_title, lecturer_id, intro, price_cents, member_free, start_at, status, duration_s, views, likes, trial_s, school, sort)
       VALUES (@id, @type, @title, @subtitle, @category, @lecturer, @lecturerTitle, @lecturerId, @intro, @price, @memberFree, @startAt, @status, @duration, @views, @likes, @trial, @school, @sort)`),
  chapter: db.prepare(
    'INSERT INTO chapters (course_id, title, sort, duration_s, free) VALUES (?, ?, ?, ?, ?)',
  ),
  courseDuration: db.prepare('UPDATE courses SET duration_s = ? WHERE id = ?'),
  interaction: db.prepare(
    'INSERT INTO interactions (course_id, user_id, content, likes, created_at) VALUES (?, ?, ?, ?, ?)',
  ),
}));
