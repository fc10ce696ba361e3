import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  contributeListEndpoint,
  contributeDraftListEndpoint,
  contributeDetailEndpoint,
  contributeSaveEndpoint,
  contributeDeleteEndpoint,
  materialListEndpoint,
  materialDetailEndpoint,
  materialSaveEndpoint,
  materialDeleteEndpoint,
  contributeCountsEndpoint,
  contributeWithdrawEndpoint,
  contributeOfflineEndpoint,
} from '../../../renderer/src/contracts/api/contribute';
import { conflict, notFound } from '../lib/envelope';
import {
  contributionOf,
  materialOf,
  myArticle,
  myContribution,
  revisionOf,
  revisionWorkOf,
} from '../lib/contribute-works';
import { reviewContribution, saveContribution, saveMaterial } from '../lib/contribute-save';
import { contributionQueries } from '../queries/contribute';
import { materialQueries } from '../queries/materials';
import { userQueries } from '../queries/users';
import { defineRoute } from '../lib/route';
import { deleteWorkArticle, syncWorkArticle } from '../lib/contribute-article';
import { simContributeReviewEndpoint } from '../sim/endpoints';
import { publicUrl } from '../lib/urls';
import { avatarPath } from '../lib/avatar-png';

const authorOf = (req: FastifyRequest, nickname: string | undefined, userId: number) => ({
  id: userId,
  nickname: nickname ?? '',
  avatar: publicUrl(req, avatarPath(userId)),
});

/** Contributions (/delivery, /contribute/*) and personal articles (/material), written by signed-in users. */
export function contributeRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const q = contributionQueries(db);
  const materials = materialQueries(db);
  const users = userQueries(db);
  const tags = ['contribute'];

  defineRoute(
    app,
    contributeListEndpoint,
    { summary: '我的投稿（作品管理，可按状态筛选）', tags, auth: 'required' },
    ({ query, user }) => {
      const status = query.status ?? null;
      const { rows, total } = q.page(user.id, status, query);
      const list = rows.map((c) => contributionOf(db, c));
      return { list, total, page: query.page, size: query.size };
    },
  );

  defineRoute(
    app,
    contributeDraftListEndpoint,
    { summary: '投稿草稿箱', tags, auth: 'required' },
    ({ user }) => q.drafts(user.id).map((c) => contributionOf(db, c)),
  );

  defineRoute(
    app,
    contributeDetailEndpoint,
    { summary: '投稿详情（作者可见全部状态，他人仅已发布）', tags, auth: 'optional' },
    ({ params, user, req }) => {
      const c = q.byId(params.id);
      const mine = c !== undefined && c.user_id === user?.id;
      if (!c || (!mine && c.status !== 2)) throw notFound('投稿不存在');
      if (!mine) q.addView(c.id);
      // Readers get the published version only; its writer also gets the revision to edit.
      const revision = mine ? revisionOf(db, c.id) : undefined;
      const editable =
        mine &&
        (c.status === 0 ||
          c.status === 3 ||
          c.status === 4 ||
          (c.status === 2 && revision?.status !== 1));
      return {
        ...contributionOf(db, c, mine),
        contentHtml: c.content,
        author: authorOf(req, users.nickname(c.user_id), c.user_id),
        mine,
        editable,
        revisionWork: revisionWorkOf(revision),
      };
    },
  );

  defineRoute(
    app,
    contributeSaveEndpoint,
    { summary: '保存投稿（submit 为 true 时提交审核）', tags, auth: 'required', msg: '保存成功' },
    ({ body, user }) => saveContribution(db, user.id, ctx.now(), body),
  );

  defineRoute(
    app,
    contributeDeleteEndpoint,
    { summary: '删除投稿（审核中的不能删除）', tags, auth: 'required', msg: '已删除' },
    ({ params, user }) => {
      const c = myContribution(db, params.id, user.id);
      if (c.status === 1) throw conflict('投稿审核中，暂不能删除');
      db.transaction(() => {
        deleteWorkArticle(db, c.id);
        q.remove(c.id);
      })();
      return { id: c.id, deleted: true as const };
    },
  );

  defineRoute(
    app,
    contributeCountsEndpoint,
    { summary: '各状态投稿数（作品管理的标签）', tags, auth: 'required' },
    ({ user }) => {
      const rows = q.countsByStatus(user.id);
      const of = (status: number): number => rows.find((r) => r.status === status)?.n ?? 0;
      return {
        all: rows.reduce((sum, r) => sum + r.n, 0),
        draft: of(0),
        reviewing: of(1),
        published: of(2),
        rejected: of(3),
        offline: of(4),
      };
    },
  );

  // Withdrawing brings a work under review back to the writer's drafts; for a published work it is
  // the revision that comes back (readers keep the published version).
  defineRoute(
    app,
    contributeWithdrawEndpoint,
    {
      summary: '撤回审核中的投稿（回到草稿；已发布作品撤回的是修改稿）',
      tags,
      auth: 'required',
      msg: '已撤回',
    },
    ({ params, user }) => {
      const c = myContribution(db, params.id, user.id);
      if (c.status === 2 && revisionOf(db, c.id)?.status === 1) {
        q.withdrawRevision(c.id, ctx.now());
        return contributionOf(db, myContribution(db, c.id, user.id));
      }
      if (c.status !== 1) throw conflict('只有审核中的投稿可以撤回');
      q.withdraw(c.id, ctx.now());
      return contributionOf(db, myContribution(db, c.id, user.id));
    },
  );

  // Offline hides a published work from readers; the writer keeps it and may edit and resubmit it.
  defineRoute(
    app,
    contributeOfflineEndpoint,
    { summary: '下架已发布的投稿', tags, auth: 'required', msg: '已下架' },
    ({ params, user }) => {
      const c = myContribution(db, params.id, user.id);
      if (c.status !== 2) throw conflict('只有已发布的投稿可以下架');
      const now = ctx.now();
      db.transaction(() => {
        // The writer's newest text is the revision: offline, it becomes the work they edit and resubmit.
        const r = revisionOf(db, c.id);
        if (r) {
          q.takeRevision(c.id, r);
          q.dropRevision(c.id);
        }
        q.setOffline(c.id, now);
        syncWorkArticle(db, c.id, now);
      })();
      return contributionOf(db, myContribution(db, c.id, user.id));
    },
  );

  // QA stands in for the editors.
  defineRoute(
    app,
    simContributeReviewEndpoint,
    { summary: '审核投稿（QA 代替编辑）', tags: ['sim'], auth: 'none' },
    ({ body }) =>
      reviewContribution(db, body.id, body.approve, body.reason ?? '内容不符合投稿要求', ctx.now()),
  );

  defineRoute(
    app,
    materialListEndpoint,
    { summary: '我的文章（个人文章，草稿与已发布；含已发布的投稿）', tags, auth: 'required' },
    ({ query, user }) => {
      const status = query.status ?? null;
      const { rows, total } = materials.page(user.id, status, query);
      const list = rows.map(materialOf);
      return { list, total, page: query.page, size: query.size };
    },
  );

  defineRoute(
    app,
    materialDetailEndpoint,
    { summary: '我的文章详情（编辑用）', tags, auth: 'required' },
    ({ params, user }) => {
      const a = myArticle(db, params.id, user.id);
      return { ...materialOf(a), contentHtml: a.content };
    },
  );

  defineRoute(
    app,
    materialSaveEndpoint,
    { summary: '保存个人文章（publish 为 true 时发布）', tags, auth: 'required', msg: '保存成功' },
    ({ body, user }) => saveMaterial(db, user.id, ctx.now(), body),
  );

  defineRoute(
    app,
    materialDeleteEndpoint,
    { summary: '删除个人文章', tags, auth: 'required', msg: '已删除' },
    ({ params, user }) => {
      const a = myArticle(db, params.id, user.id);
      materials.remove(a.id);
      return { id: a.id, deleted: true as const };
    },
  );
}
