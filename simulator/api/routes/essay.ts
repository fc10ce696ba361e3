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
import { essayPhase } from '../lib/essay-entry';
import { essayQueries, type ContestRow, type EssayWorkRow } from '../queries/essay';

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

function contestOf(db: Db): ContestRow {
  const c = essayQueries(db).contest(CONTEST_ID);
  if (!c) throw notFound('征文活动不存在');
  return c;
}

function contestView(db: Db, userId: number | null, now: number): EssayContest {
  const c = contestOf(db);
  const phase = essayPhase(c, now);
  const works = userId === null ? [] : essayQueries(db).works(CONTEST_ID, userId);
  const view = (w: EssayWorkRow) => ({
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
    entryCount: essayQueries(db).entryCount(c.id),
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
      const q = essayQueries(db);
      return db.transaction(() => {
        const c = contestOf(db);
        const work = q.work(params.contributionId, user.id);
        if (!work) throw notFound('作品不存在');
        if (q.entered(work.id)) return contestView(db, user.id, now);
        const phase = essayPhase(c, now);
        if (phase === 'notStarted') throw conflict('征稿尚未开始');
        if (phase !== 'collecting') throw conflict('征稿已截止');
        if (!(ELIGIBLE as readonly number[]).includes(work.status))
          throw badRequest('请先将作品提交审核后再参赛');
        if (q.entriesOf(c.id, user.id) >= c.max_entries)
          throw conflict(`每人最多提交${c.max_entries}篇参赛作品`);
        q.enter({ contributionId: work.id, contestId: c.id, userId: user.id }, now);
        return contestView(db, user.id, now);
      })();
    },
  );
}
