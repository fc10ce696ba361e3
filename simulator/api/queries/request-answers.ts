import { defineQueries } from '../db/queries';

/** The answers of requests that take effect once (lib/request-once.ts). */
export const answerQueries = defineQueries((db) => {
  const find = db.prepare<[string, string, string], { answer: string; created_at: number }>(
    'SELECT answer, created_at FROM request_answers WHERE route = ? AND caller = ? AND request = ?',
  );
  const save = db.prepare<[string, string, string, string, number]>(
    'INSERT INTO request_answers (route, caller, request, answer, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (route, caller, request) DO UPDATE SET answer = excluded.answer, created_at = excluded.created_at',
  );
  const forgetContent = db.prepare<[number]>(
    "DELETE FROM request_answers WHERE request LIKE 'content:%' AND created_at < ?",
  );
  return {
    find: (route: string, caller: string, request: string) => find.get(route, caller, request),
    save: (route: string, caller: string, request: string, answer: string, now: number) =>
      void save.run(route, caller, request, answer, now),
    forgetContentBefore: (time: number) => void forgetContent.run(time),
  };
});
