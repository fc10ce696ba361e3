import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  examUsePropEndpoint,
  examPropEndpoint,
  examAnswerPropListEndpoint,
  examLotteryPrizeListEndpoint,
  examLotteryEndpoint,
  examInviteEndpoint,
} from '../../../renderer/src/contracts/api/exam';
import { badRequest, conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { publicUrl } from '../lib/urls';
import { createRng } from '../lib/prng';
import { parseInput } from '../lib/validate';
import { escapeXml, paletteColor } from '../lib/svg';
import {
  PROP_INFO,
  getExam,
  getQuestion,
  openAttempt,
  optionsOf,
  settleAttemptIfExpired,
  questionAt,
  questionIdsOf,
  requireOngoing,
  secondsLeft,
} from '../lib/exam-engine';
import { INVITE_REWARD_CENTS, propsOf } from '../lib/exam-rewards';
import { CHALLENGE_PROPS, REVIVE } from '../lib/questionnaire-challenge';
import { examQueries } from '../queries/exam';
import { examRewardQueries, type PrizeRow } from '../queries/exam-rewards';
import { examLotteryQueries } from '../queries/exam-lottery';
import { simExamLotteryEndpoint } from '../sim/exam-endpoints';

const EXTRA_SECONDS = 60;

/** What the draw says: a goods prize counts as claimed only once its recipient is given. */
const drawMessage = (p: PrizeRow): string =>
  p.kind === 'none'
    ? '谢谢参与，下次好运'
    : p.kind === 'goods'
      ? `恭喜获得${p.name}，请填写收货信息`
      : `恭喜获得${p.name}`;

const prizeOf = (req: Parameters<typeof publicUrl>[0], p: PrizeRow) => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
  value: p.value,
  image: publicUrl(req, `/media/prize/${p.id}.svg`),
});

/** Props (道具), the lottery, the invitation card, and their generated pictures. */
export function examPropRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const exam = examQueries(db);
  const rewards = examRewardQueries(db);
  const lottery = examLotteryQueries(db);
  const tags = ['exam'];

  defineRoute(
    app,
    examUsePropEndpoint,
    { summary: '使用道具', tags, auth: 'required' },
    ({ body, user }) => {
      const now = ctx.now();
      settleAttemptIfExpired(db, body.attemptId, user.id, now);
      return db.transaction(() => {
        const a = openAttempt(db, body.attemptId, user.id, now);
        if (body.index !== exam.answeredCount(a.id)) throw badRequest('只能对当前题目使用道具');
        const qid = questionIdsOf(a)[body.index];
        if (qid === undefined) throw badRequest('题号不正确');
        const q = getQuestion(db, qid);
        if (body.propType === 1 && q.type === 3) throw badRequest('判断题不能使用去错卡');
        const have = rewards.propCount(a.exam_id, user.id, body.propType);
        if (have <= 0) throw badRequest(`${PROP_INFO[body.propType]?.name ?? '道具'}数量不足`);
        let removed: string[] = [];
        if (body.propType === 1) {
          const wrong = optionsOf(q)
            .map((o) => o.key)
            .filter((k) => !q.answer.includes(k));
          removed = createRng(`prop:${a.id}:${body.index}`).shuffle(wrong).slice(0, 2).sort();
        }
        if (!rewards.usePropOn(a.id, body.index, body.propType, removed))
          throw conflict('本题已使用过该道具');
        rewards.spendProp(a.exam_id, user.id, body.propType);
        let deadlineAt = a.deadline_at;
        if (body.propType === 3) {
          deadlineAt += EXTRA_SECONDS * 1000;
          exam.setDeadline(a.id, deadlineAt);
        }
        if (body.propType === 2) exam.logSkip(a.id, body.index, q.id, q.answer, now);
        return {
          propType: body.propType,
          removedOptions: removed,
          skipped: body.propType === 2,
          next: body.propType === 2 ? questionAt(db, a, body.index + 1) : null,
          deadlineAt,
          remainingSeconds: secondsLeft(deadlineAt, now),
          countLeft: have - 1,
        };
      })();
    },
  );

  defineRoute(
    app,
    examPropEndpoint,
    { summary: '我的道具（工具信息）', tags, auth: 'required' },
    ({ params, user }) => {
      getExam(db, params.examId);
      return propsOf(db, params.examId, user.id);
    },
  );

  defineRoute(
    app,
    examAnswerPropListEndpoint,
    { summary: '当前题可用的道具', tags, auth: 'required' },
    ({ params, user }) => {
      getExam(db, params.examId);
      const a = exam.liveAttempt(params.examId, user.id, ctx.now());
      if (!a) throw badRequest('请先开始答题');
      const qid = questionIdsOf(a)[params.index];
      if (qid === undefined) throw badRequest('题号不正确');
      const q = getQuestion(db, qid);
      const current = exam.answeredCount(a.id) === params.index;
      const used = rewards.propsUsedOn(a.id, params.index);
      return propsOf(db, params.examId, user.id).map((p) => {
        const reason = !current
          ? '只能对当前题目使用道具'
          : p.count <= 0
            ? '道具数量不足'
            : p.propType === 1 && q.type === 3
              ? '判断题不能使用去错卡'
              : used.has(p.propType)
                ? '本题已使用过该道具'
                : null;
        return { ...p, usable: reason === null, reason };
      });
    },
  );

  defineRoute(
    app,
    examLotteryPrizeListEndpoint,
    { summary: '抽奖奖品', tags, auth: 'optional' },
    ({ params, user, req }) => {
      getExam(db, params.examId);
      return {
        prizes: rewards.prizes(params.examId).map((p) => prizeOf(req, p)),
        chancesLeft: user ? exam.stats(params.examId, user.id).lottery_chances : 0,
      };
    },
  );

  defineRoute(
    app,
    examLotteryEndpoint,
    { summary: '抽奖（结果由种子决定，可复现；同一 clientKey 只抽一次）', tags, auth: 'required' },
    ({ params, body, user, req }) => {
      const now = ctx.now();
      const e = getExam(db, params.examId);
      requireOngoing(e, now);
      return db.transaction(() => {
        const s = exam.stats(e.id, user.id);
        const answer = (drawId: number, prize: PrizeRow, chancesLeft: number) => ({
          drawId,
          prize: prizeOf(req, prize),
          chancesLeft,
          message: drawMessage(prize),
        });
        // The same draw again (a retry, a double tap): its prize, and no second chance spent.
        const earlier = body.clientKey
          ? lottery.drawByKey(e.id, user.id, body.clientKey)
          : undefined;
        const earlierPrize = earlier === undefined ? undefined : rewards.prize(earlier.prize_id);
        if (earlier && earlierPrize) return answer(earlier.id, earlierPrize, s.lottery_chances);
        if (s.lottery_chances <= 0) throw badRequest('暂无抽奖机会，完成答题或任务可获得');
        const prizes = rewards.prizes(e.id);
        const rigged = lottery.takeRig(e.id, user.id);
        let roll = createRng(`lottery:${e.id}:${user.id}:${rewards.drawCount(e.id, user.id)}`).int(
          1,
          prizes.reduce((sum, p) => sum + p.weight, 0),
        );
        const drawn =
          prizes.find((p) => p.id === rigged) ??
          prizes.find((p) => (roll -= p.weight) <= 0) ??
          prizes[prizes.length - 1];
        // A prize out of stock is 谢谢参与: the draw still spends its chance
        // (docs/product.md「考试与排名」).
        const prize =
          drawn && drawn.stock !== null && !lottery.takeStock(drawn.id)
            ? prizes.find((p) => p.kind === 'none')
            : drawn;
        if (!prize) throw notFound('暂无奖品');
        exam.addLotteryChances(e.id, user.id, -1);
        const drawId = lottery.recordDraw(e.id, user.id, prize.id, now, body.clientKey ?? null);
        if (prize.kind === 'redpack') rewards.addRedpack(e.id, user.id, 2, prize.value, now);
        else if (prize.kind === 'prop') rewards.addProp(e.id, user.id, prize.value, 1);
        else if (prize.kind === 'points') rewards.addPoints(user.id, prize.value);
        return answer(drawId, prize, s.lottery_chances - 1);
      })();
    },
  );

  // QA: lottery chances for the caller and the prize of their next draw (a test's lottery outcome).
  defineRoute(
    app,
    simExamLotteryEndpoint,
    { summary: '抽奖机会与下次奖品（QA）', tags: ['sim'], auth: 'required' },
    ({ params, body, user }) => {
      const e = getExam(db, params.examId);
      return db.transaction(() => {
        const before = exam.stats(e.id, user.id);
        if (body.chances) exam.addLotteryChances(e.id, user.id, body.chances);
        if (body.prizeId !== undefined) {
          if (!rewards.prizes(e.id).some((p) => p.id === body.prizeId))
            throw badRequest('奖品不属于该竞赛');
          lottery.setRig(e.id, user.id, body.prizeId);
        }
        return {
          chancesLeft: before.lottery_chances + (body.chances ?? 0),
          nextPrizeId: body.prizeId ?? null,
        };
      })();
    },
  );

  defineRoute(
    app,
    examInviteEndpoint,
    { summary: '邀请信息（type 1 海报，2 链接）', tags, auth: 'required' },
    ({ params, user, req }) => {
      const e = getExam(db, params.examId);
      return {
        inviteUserId: user.id,
        inviteCode: rewards.user(user.id)?.invite_code ?? '',
        sharePath: `/exam?examId=${e.id}&inviteUserId=${user.id}`,
        shareTitle: `${user.nickname}邀请你参加${e.title}`,
        shareSubtitle: '答题赢红包，排名前50还有奖励',
        posterUrl:
          params.type === 1 ? publicUrl(req, `/media/exam-poster/${e.id}-${user.id}.svg`) : null,
        invitedCount: rewards.inviteCount(e.id, user.id),
        rewardCentsPerInvite: e.kind === 2 ? 0 : INVITE_REWARD_CENTS,
        // The questionnaire (kind 2) pays each invitation with a 复活卡, the exams with a red packet.
        rewardText:
          e.kind === 2
            ? `1张${CHALLENGE_PROPS[REVIVE]?.name ?? '复活卡'}`
            : `${(INVITE_REWARD_CENTS / 100).toFixed(2)}元邀请红包`,
      };
    },
  );

  // Generated pictures (not enveloped).
  const posterParams = z.object({
    file: z.string().regex(/^\d{1,6}-\d{1,9}\.svg$/, '文件名不正确'),
  });
  app.get('/media/exam-poster/:file', async (req, reply) => {
    const { file } = parseInput(posterParams, req.params, 'params');
    const [examId, userId] = file.replace('.svg', '').split('-').map(Number) as [number, number];
    const e = getExam(db, examId);
    const u = rewards.user(userId);
    if (!u) throw notFound('用户不存在');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900"><rect width="600" height="900" fill="${paletteColor(examId)}"/><text x="300" y="200" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(e.title)}</text><text x="300" y="300" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">答题赢红包 · 排名有奖</text><rect x="150" y="420" width="300" height="300" rx="16" fill="#fff"/><text x="300" y="580" font-size="36" text-anchor="middle" fill="#333" font-family="monospace">${escapeXml(u.invite_code)}</text><text x="300" y="800" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(u.nickname)} 邀请你参赛</text></svg>`;
    return reply.type('image/svg+xml').send(svg);
  });
  const prizeParams = z.object({ file: z.string().regex(/^\d{1,9}\.svg$/, '文件名不正确') });
  app.get('/media/prize/:file', async (req, reply) => {
    const { file } = parseInput(prizeParams, req.params, 'params');
    const p = rewards.prize(Number.parseInt(file, 10));
    if (!p) throw notFound('奖品不存在');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><circle cx="60" cy="60" r="58" fill="${p.kind === 'redpack' ? '#e4393c' : p.kind === 'none' ? '#bbb' : paletteColor(p.id)}"/><text x="60" y="68" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(p.name)}</text></svg>`;
    return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(svg);
  });
}
