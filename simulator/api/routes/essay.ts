import type { FastifyInstance } from 'fastify';
import {
  CONTRIBUTION_STATUS,
  CONTRIBUTION_STATUS_TEXT,
} from '../../../renderer/src/contracts/api/contribute';
import {
  essayContestEndpoint,
  essayEnterEndpoint,
  type EssayContest,
  type EssayPhase,
} from '../../../renderer/src/contracts/api/essay';
import { badRequest, conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import type { Db } from '../db/types';

/** The contest the page shows (one runs at a time). */
const CONTEST_ID = 1;
const PHASE_TEXT: Record<EssayPhase, string> = {
  notStarted: '未开始',
  collecting: '征稿中',
  reviewing: '评审中',
  announced: '已公布',
};
/** Works that may enter: sent for review or published. */
const ELIGIBLE = [CONTRIBUTION_STATUS.REVIEWING, CONTRIBUTION_STATUS.PUBLISHED] as const;

type ContestRow = {
  id: number;
  title: string;
  theme: string;
  rules: string;
  prizes: string;
  submit_start: number;
  submit_end: number;
  announce_at: number;
  max_entries: number;
};
type WorkRow = { id: number; title: string; status: number; entered_at: number | null };

export function essayPhase(
  c: Pick<ContestRow, 'submit_start' | 'submit_end' | 'announce_at'>,
  now: number,
): EssayPhase {
  if (now < c.submit_start) return 'notStarted';
  if (now < c.submit_end) return 'collecting';
  return now < c.announce_at ? 'reviewing' : 'announced';
}

function contestOf(db: Db): ContestRow {
  const c = db
    .prepare<[number], ContestRow>('SELECT * FROM essay_contests WHERE id = ?')
    .get(CONTEST_ID);
  if (!c) throw notFound('征文活动不存在');
  return c;
}

function worksOf(db: Db, userId: number): WorkRow[] {
  return db
    .prepare<[number, number], WorkRow>(
      `SELECT c.id, c.title, c.status, e.entered_at FROM contributions c
       LEFT JOIN essay_entries e ON e.contribution_id = c.id AND e.contest_id = ?
       WHERE c.user_id = ? ORDER BY COALESCE(e.entered_at, c.updated_at) DESC, c.id DESC`,
    )
    .all(CONTEST_ID, userId);
}

function contestView(db: Db, userId: number | null, now: number): EssayContest {
  const c = contestOf(db);
  const phase = essayPhase(c, now);
  const works = userId === null ? [] : worksOf(db, userId);
  const view = (w: WorkRow) => ({
    contributionId: w.id,
    title: w.title,
    statusText: CONTRIBUTION_STATUS_TEXT[w.status] ?? '草稿',
    enteredAt: w.entered_at,
  });
  return {
    id: c.id,
    title: c.title,
    theme: c.theme,
    rules: JSON.parse(c.rules) as string[],
    prizes: JSON.parse(c.prizes) as { name: string; count: number; reward: string }[],
    submitStart: c.submit_start,
    submitEnd: c.submit_end,
    announceAt: c.announce_at,
    phase,
    phaseText: PHASE_TEXT[phase],
    entryCount:
      db
        .prepare<[number], { n: number }>(
          'SELECT COUNT(*) AS n FROM essay_entries WHERE contest_id = ?',
        )
        .get(c.id)?.n ?? 0,
    maxEntries: c.max_entries,
    mine: works.filter((w) => w.entered_at !== null).map(view),
    candidates: works
      .filter((w) => w.entered_at === null && (ELIGIBLE as readonly number[]).includes(w.status))
      .map(view),
  };
}

/** /essay: the original essay contest, entered with the user's own contributions. */
export function essayRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['activity'];

  defineRoute(
    app,
    essayContestEndpoint,
    { summary: '原创征文大赛（阶段、奖项、我的参赛作品）', tags, auth: 'optional' },
    ({ user }) => contestView(db, user?.id ?? null, ctx.now()),
  );

  defineRoute(
    app,
    essayEnterEndpoint,
    {
      summary: '以我的投稿参赛（同一作品重复提交不重复计入，每人最多3篇）',
      tags,
      auth: 'required',
      msg: '参赛成功',
    },
    ({ user, params }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const c = contestOf(db);
        const work = db
          .prepare<[number, number], { id: number; status: number }>(
            'SELECT id, status FROM contributions WHERE id = ? AND user_id = ?',
          )
          .get(params.contributionId, user.id);
        if (!work) throw notFound('作品不存在');
        const entered = db
          .prepare('SELECT 1 FROM essay_entries WHERE contribution_id = ?')
          .get(work.id);
        if (entered) return contestView(db, user.id, now);
        const phase = essayPhase(c, now);
        if (phase === 'notStarted') throw conflict('征稿尚未开始');
        if (phase !== 'collecting') throw conflict('征稿已截止');
        if (!(ELIGIBLE as readonly number[]).includes(work.status))
          throw badRequest('请先将作品提交审核后再参赛');
        const count =
          db
            .prepare<[number, number], { n: number }>(
              'SELECT COUNT(*) AS n FROM essay_entries WHERE contest_id = ? AND user_id = ?',
            )
            .get(c.id, user.id)?.n ?? 0;
        if (count >= c.max_entries) throw conflict(`每人最多提交${c.max_entries}篇参赛作品`);
        db.prepare(
          'INSERT INTO essay_entries (contribution_id, contest_id, user_id, entered_at) VALUES (?, ?, ?, ?)',
        ).run(work.id, c.id, user.id, now);
        return contestView(db, user.id, now);
      })();
    },
  );
}
