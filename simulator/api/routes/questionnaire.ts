import type { FastifyInstance } from 'fastify';
import {
  QUESTIONNAIRE_EXAM_ID,
  questionnaireInfoEndpoint,
  questionnaireLogsEndpoint,
  questionnaireEarningsEndpoint,
  questionnairePricesEndpoint,
  questionnaireBankEndpoint,
  questionnaireBankBindEndpoint,
  questionnaireRewardClaimEndpoint,
} from '../../../renderer/src/contracts/api/questionnaire';
import { badRequest } from '../lib/envelope';
import { bankCardProblem } from '../../../renderer/src/contracts/api/bank-card-number';
import { defineRoute } from '../lib/route';
import { readSecretField } from '../lib/secret';
import { chancesLeft, examStatus, getExam, rankOf } from '../lib/exam-engine';
import { claimableRankingReward, rankingStanding, redpackPage } from '../lib/exam-rewards';
import { balanceOf } from '../lib/redpack-balance';
import { examQueries } from '../queries/exam';
import { examRewardQueries, type BankCardRow } from '../queries/exam-rewards';
import { challengeLog, challengeRulesHtml, openChallenge } from '../lib/questionnaire-challenge';

const NOTES = `<h3>领奖须知</h3><ol><li>排名奖励在闯关赛结束后开放领取，须绑定本人实名银行卡。</li><li>奖励将在提交后3个工作日内打款至绑定的银行卡。</li><li>依法需代扣代缴个人所得税的（偶然所得，税率20%），由主办方代扣。</li><li>如发现作弊行为，主办方有权取消获奖资格。</li></ol>`;

const maskCard = (card: string): string => `${card.slice(0, 4)} **** **** ${card.slice(-4)}`;
const cardOf = (c: BankCardRow) => ({
  bankName: c.bank_name,
  cardNoMasked: c.card_no,
  realName: c.real_name,
  updatedAt: c.updated_at,
});

/**
 * The questionnaire campaign of the exam engine (exam 6): its challenge runs on the exam calls; these
 * are its own pages. Earnings and prices are the exam's red-packet records and ranking standing.
 */
export function questionnaireRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const exam = examQueries(db);
  const rewards = examRewardQueries(db);
  const tags = ['questionnaire'];
  const examId = QUESTIONNAIRE_EXAM_ID;

  defineRoute(
    app,
    questionnaireInfoEndpoint,
    { summary: '闯关赛首页信息', tags, auth: 'optional' },
    ({ user }) => {
      const now = ctx.now();
      const e = getExam(db, examId);
      const money = user ? balanceOf(db, examId, user.id) : { balance: 0, income: 0 };
      return {
        examId,
        title: e.title,
        description: e.description,
        status: examStatus(e, now),
        startAt: e.start_at,
        endAt: e.end_at,
        rulesHtml: challengeRulesHtml(e),
        notesHtml: NOTES,
        questionCount: e.question_count,
        durationSeconds: e.duration_s,
        participants: exam.participants(examId),
        chancesLeft: user && examStatus(e, now) === 1 ? chancesLeft(db, e, user.id, now) : 0,
        bestScore: user ? (exam.bestScore(examId, user.id)?.best_score ?? null) : null,
        myRank: user ? rankOf(db, examId, user.id) : null,
        propCount: user ? rewards.propTotal(examId, user.id) : 0,
        totalIncomeCents: money.income,
        balanceCents: money.balance,
        openChallengeId: (user && openChallenge(db, examId, user.id)) ?? null,
      };
    },
  );

  defineRoute(
    app,
    questionnaireLogsEndpoint,
    { summary: '闯关记录', tags, auth: 'required' },
    ({ query, user }) => {
      const e = getExam(db, examId);
      const list = exam
        .challengeLogs(examId, user.id, query.size, (query.page - 1) * query.size)
        .map((a) => ({
          attemptId: a.id,
          score: a.score,
          correctCount: a.correct_count,
          questionCount: e.question_count,
          usedSeconds: a.used_seconds,
          passed: (a.score ?? 0) >= e.pass_score,
          finished: a.finished_at !== null,
          startedAt: a.started_at,
          ...challengeLog(db, a.id),
        }));
      return {
        list,
        total: exam.attemptCount(examId, user.id),
        page: query.page,
        size: query.size,
      };
    },
  );

  defineRoute(
    app,
    questionnaireEarningsEndpoint,
    { summary: '我的收益（红包记录与余额）', tags, auth: 'required' },
    ({ query, user }) => redpackPage(db, examId, user.id, query),
  );

  defineRoute(
    app,
    questionnairePricesEndpoint,
    { summary: '奖励档位与我的名次', tags, auth: 'optional' },
    ({ user }) => rankingStanding(db, getExam(db, examId), user?.id ?? null, ctx.now()),
  );

  defineRoute(
    app,
    questionnaireBankEndpoint,
    { summary: '已绑定的银行卡', tags, auth: 'required' },
    ({ user }) => {
      const c = rewards.bankCard(user.id);
      return c ? cardOf(c) : null;
    },
  );

  defineRoute(
    app,
    questionnaireBankBindEndpoint,
    { summary: '绑定银行卡（卡号可 RSA 加密）', tags, auth: 'required', msg: '绑定成功' },
    ({ body, user }) => {
      const card = readSecretField(ctx, body.cardNo).replace(/\s+/g, '');
      const problem = bankCardProblem(card);
      if (problem) throw badRequest(problem);
      const now = ctx.now();
      // Only the masked number is kept: the simulator never stores a full card number.
      rewards.saveBankCard(user.id, body.bankName, maskCard(card), body.realName, now);
      return {
        bankName: body.bankName,
        cardNoMasked: maskCard(card),
        realName: body.realName,
        updatedAt: now,
      };
    },
  );

  defineRoute(
    app,
    questionnaireRewardClaimEndpoint,
    {
      summary: '领取排名奖励（打款到绑定银行卡）',
      tags,
      auth: 'required',
      msg: '提交成功，奖励将在3个工作日内到账',
    },
    ({ user }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const reward = claimableRankingReward(
          db,
          getExam(db, examId),
          user.id,
          now,
          '闯关赛结束后才能领取排名奖励',
        );
        const c = rewards.bankCard(user.id);
        if (!c) throw badRequest('请先绑定银行卡');
        rewards.claimRanking(examId, user.id, reward.rank, reward.amountCents, now);
        return {
          ...reward,
          bankName: c.bank_name,
          cardNoMasked: c.card_no,
          statusText: '打款处理中',
        };
      })();
    },
  );
}
