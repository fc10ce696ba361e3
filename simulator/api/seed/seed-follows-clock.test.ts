import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { createApiServer, type ApiServer } from '../server';
import { call, loginAs, testClock } from '../testing';
import { seedMonthlyIds } from './news';
import { DAY } from './seed-clock';

/** Two seeding instants far apart, at different times of day. */
const FIRST = Date.UTC(2026, 10, 28, 14, 5);
const LATER = FIRST + 400 * DAY + 7 * 3_600_000;
/** Instants from 2017 to 2103: what a timestamp column can hold; other integers are not dates. */
const isTimestamp = (v: unknown): v is number => typeof v === 'number' && v > 1.5e12 && v < 4.2e12;

/** Every timestamp seeded, per table and column. */
function timestamps(db: Db): Map<string, Set<number>> {
  const found = new Map<string, Set<number>>();
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_%' ESCAPE '\\'",
    )
    .all();
  for (const { name } of tables) {
    for (const row of db.prepare<[], Record<string, unknown>>(`SELECT * FROM "${name}"`).all()) {
      for (const [column, value] of Object.entries(row)) {
        if (!isTimestamp(value)) continue;
        const key = `${name}.${column}`;
        found.set(key, (found.get(key) ?? new Set()).add(value));
      }
    }
  }
  return found;
}

const one = <T>(db: Db, sql: string): T => db.prepare<[], T>(sql).get() as T;

describe('seeded data follows the clock it is seeded at', () => {
  let first: ApiServer;
  let later: ApiServer;
  beforeAll(async () => {
    [first, later] = await Promise.all([
      createApiServer({ now: () => FIRST }),
      createApiServer({ now: () => LATER }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), later.close()]);
  });

  it('holds no fixed date: no seeded timestamp is the same 400 days later', () => {
    const a = timestamps(first.db);
    const b = timestamps(later.db);
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    const fixed = [...a].flatMap(([column, values]) =>
      [...values]
        .filter((v) => b.get(column)?.has(v))
        .map((v) => `${column} = ${new Date(v).toISOString()}`),
    );
    expect(fixed).toEqual([]);
  });

  for (const [label, at] of [
    ['today', FIRST],
    ['400 days later', LATER],
  ] as const) {
    const server = () => (at === FIRST ? first : later);

    it(`${label}: a seeded member has a coupon to use, and redemption codes and member cards are valid`, async () => {
      const token = await loginAs(server().app, '13800000025');
      const coupons = await call<unknown[]>(
        server().app,
        'GET',
        '/member/coupons?status=0',
        undefined,
        token,
      );
      expect(coupons.body.data.length).toBeGreaterThan(0);
      const codes = one<{ n: number }>(
        server().db,
        `SELECT COUNT(*) AS n FROM redemption_codes WHERE used_by IS NULL AND expire_at > ${at}`,
      );
      expect(codes.n).toBe(50);
      expect(
        one<{ n: number }>(
          server().db,
          `SELECT COUNT(*) AS n FROM member_cards WHERE expire_at > ${at}`,
        ).n,
      ).toBe(39);
    });

    it(`${label}: this year's competition and the challenge are under way, last year's has ended`, () => {
      const exams = server()
        .db.prepare<[], { id: number; title: string; start_at: number; end_at: number }>(
          'SELECT id, title, start_at, end_at FROM exams ORDER BY id',
        )
        .all();
      const [last, current, challenge] = exams;
      expect(last && last.end_at < at).toBe(true);
      for (const open of [current, challenge])
        expect(open && open.start_at < at && at < open.end_at).toBe(true);
      const year = new Date((current?.start_at ?? 0) + 8 * 3_600_000).getUTCFullYear();
      expect(current?.title).toBe(`${year}年度全国税务知识竞赛`);
      expect(last?.title).toBe(`${year - 1}年度全国税务知识竞赛`);
    });

    it(`${label}: live courses are upcoming, live now and replays; the newest news issue is recent`, () => {
      const live = server()
        .db.prepare<[], { status: number; start_at: number }>(
          'SELECT status, start_at FROM courses WHERE type = 1',
        )
        .all();
      expect(live.some((c) => c.status === 0 && c.start_at > at)).toBe(true);
      expect(live.some((c) => c.status === 1 && c.start_at <= at)).toBe(true);
      expect(live.filter((c) => c.status === 2).every((c) => c.start_at < at)).toBe(true);
      const newest = one<{ id: number; published_at: number }>(
        server().db,
        'SELECT id, published_at FROM news_monthly ORDER BY id DESC LIMIT 1',
      );
      expect(newest.id).toBe(seedMonthlyIds(at)[0]);
      expect(at - newest.published_at).toBeLessThan(40 * DAY);
      expect(newest.published_at).toBeLessThanOrEqual(at);
    });

    it(`${label}: activities and benefits keep their states`, () => {
      const activity = (id: number) =>
        one<{ signup_start: number; signup_end: number; start_at: number; end_at: number }>(
          server().db,
          `SELECT * FROM activities WHERE id = ${id}`,
        );
      for (const id of [1, 2, 3])
        expect(activity(id).signup_start < at && at < activity(id).signup_end).toBe(true);
      expect(activity(4).end_at).toBeLessThan(at);
      expect(activity(5).signup_start).toBeGreaterThan(at);
      expect(activity(6).start_at < at && at < activity(6).end_at).toBe(true);
      expect(
        one<{ ends_at: number }>(server().db, 'SELECT ends_at FROM welfare WHERE id = 5').ends_at,
      ).toBeLessThan(at);
      expect(
        one<{ starts_at: number }>(server().db, 'SELECT starts_at FROM welfare WHERE id = 6')
          .starts_at,
      ).toBeGreaterThan(at);
    });
  }
});

describe('resetting the mock', () => {
  it('seeds again from the clock at the reset, not from the first start', async () => {
    const clock = testClock(FIRST);
    const server = await createApiServer({ now: clock.now });
    try {
      clock.advance(400 * DAY);
      await call(server.app, 'POST', '/__sim/reset');
      const current = one<{ start_at: number }>(
        server.db,
        'SELECT start_at FROM exams WHERE id = 5',
      );
      expect(clock.now() - current.start_at).toBeGreaterThanOrEqual(120 * DAY);
      expect(clock.now() - current.start_at).toBeLessThan(121 * DAY);
    } finally {
      await server.close();
    }
  });
});
