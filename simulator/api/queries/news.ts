import { defineQueries } from '../db/queries';

export type NewsRow = {
  id: number;
  category_id: number;
  category_name: string;
  monthly_id: number;
  title: string;
  summary: string;
  source: string;
  doc_number: string | null;
  content: string;
  view_count: number;
  published_at: number;
};
export type MonthlyRow = {
  id: number;
  title: string;
  summary: string;
  foreword: string;
  published_at: number;
  item_count: number;
};
/** The news list's filters: each is optional. */
export type NewsFilter = { monthlyId?: number; categoryId?: number };
type Neighbour = { id: number; title: string };

const NEWS_SELECT =
  'SELECT n.*, c.name AS category_name FROM news n JOIN news_categories c ON c.id = n.category_id';
const MONTHLY_SELECT =
  'SELECT m.*, (SELECT COUNT(*) FROM news n WHERE n.monthly_id = m.id) AS item_count FROM news_monthly m';
/** Newest first; the id breaks ties so pages never overlap. */
const NEWS_ORDER = 'ORDER BY n.published_at DESC, n.id DESC';

/** News items, their categories and the monthly issues that gather them. */
export const newsQueries = defineQueries((db) => {
  const categories = db.prepare<[], { id: number; name: string; count: number }>(
    'SELECT c.id, c.name, (SELECT COUNT(*) FROM news n WHERE n.category_id = c.id) AS count FROM news_categories c ORDER BY c.position',
  );
  const item = db.prepare<[number], NewsRow>(`${NEWS_SELECT} WHERE n.id = ?`);
  const addView = db.prepare<[number]>('UPDATE news SET view_count = view_count + 1 WHERE id = ?');
  // The issue's reading order is newest first, so "next" is the older neighbour.
  const neighbour = (cmp: '>' | '<', dir: 'ASC' | 'DESC') =>
    db.prepare<[number, number, number, number], Neighbour>(
      `SELECT id, title FROM news WHERE monthly_id = ? AND (published_at ${cmp} ? OR (published_at = ? AND id ${cmp} ?)) ORDER BY published_at ${dir}, id ${dir} LIMIT 1`,
    );
  const prev = neighbour('>', 'ASC');
  const next = neighbour('<', 'DESC');
  const issues = db.prepare<[], MonthlyRow>(`${MONTHLY_SELECT} ORDER BY m.id DESC`);
  const issue = db.prepare<[number], MonthlyRow>(`${MONTHLY_SELECT} WHERE m.id = ?`);
  const issueItems = db.prepare<[number], NewsRow>(
    `${NEWS_SELECT} WHERE n.monthly_id = ? ORDER BY c.position, n.published_at DESC, n.id DESC`,
  );
  const itemExists = db.prepare<[number], { title: string; category: string }>(
    'SELECT n.title, c.name AS category FROM news n JOIN news_categories c ON c.id = n.category_id WHERE n.id = ?',
  );
  const issueExists = db.prepare<[number], { title: string }>(
    'SELECT title FROM news_monthly WHERE id = ?',
  );

  return {
    categories: () => categories.all(),
    /** One page of the items matching `filter`, newest first, and how many match. */
    list(f: NewsFilter, p: { page: number; size: number }): { rows: NewsRow[]; total: number } {
      const where: string[] = [];
      const args: number[] = [];
      if (f.monthlyId !== undefined) {
        where.push('n.monthly_id = ?');
        args.push(f.monthlyId);
      }
      if (f.categoryId !== undefined) {
        where.push('n.category_id = ?');
        args.push(f.categoryId);
      }
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      // The filters are a few fixed shapes: the connection prepares each text once (db/index.ts).
      const total =
        db
          .prepare<number[], { n: number }>(`SELECT COUNT(*) AS n FROM news n ${clause}`)
          .get(...args)?.n ?? 0;
      const rows = db
        .prepare<number[], NewsRow>(`${NEWS_SELECT} ${clause} ${NEWS_ORDER} LIMIT ? OFFSET ?`)
        .all(...args, p.size, (p.page - 1) * p.size);
      return { rows, total };
    },
    item: (id: number) => item.get(id),
    addView: (id: number) => void addView.run(id),
    /** The items before and after `r` in its issue's reading order. */
    neighbours: (r: NewsRow) => {
      const args = [r.monthly_id, r.published_at, r.published_at, r.id] as const;
      return { prev: prev.get(...args) ?? null, next: next.get(...args) ?? null };
    },
    issues: () => issues.all(),
    issue: (id: number) => issue.get(id),
    /** An issue's items grouped by category (in the categories' order), newest first in each. */
    issueItems: (issueId: number) => issueItems.all(issueId),
    itemExists: (id: number) => itemExists.get(id) !== undefined,
    issueExists: (id: number) => issueExists.get(id) !== undefined,
  };
});
