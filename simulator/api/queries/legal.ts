import { defineQueries } from '../db/queries';

export type StaticHtmlRow = {
  id: string;
  title: string;
  content: string;
  version: string;
  updated_at: number;
};
/** A complaint or suggestion as it is filed. */
export type ComplaintInput = {
  userId: number | null;
  type: string;
  content: string;
  contact: string | null;
  images: string[];
};

/** The legal pages: static documents (agreements, about, rules) and complaints. */
export const legalQueries = defineQueries((db) => {
  const page = db.prepare<[string], StaticHtmlRow>(
    'SELECT id, title, content, version, updated_at FROM static_html WHERE id = ?',
  );
  const addComplaint = db.prepare<[number | null, string, string, string | null, string, number]>(
    'INSERT INTO complaints (user_id, type, content, contact, images, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return {
    page: (id: string) => page.get(id),
    addComplaint: (c: ComplaintInput, now: number) =>
      Number(
        addComplaint.run(c.userId, c.type, c.content, c.contact, JSON.stringify(c.images), now)
          .lastInsertRowid,
      ),
  };
});
