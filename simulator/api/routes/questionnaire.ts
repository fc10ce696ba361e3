import type { FastifyInstance } from 'fastify';
import { redpackKindLabel } from '../../../renderer/src/contracts/api/exam';
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
import { badRequest, conflict } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { readSecretField } from '../lib/secret';
import { balanceOf, chancesLeft, examStatus, getExam, rankOf } from '../lib/exam-engine';

const NOTES = `<h3>领奖须知</h3><ol><li>排名奖励在闯关赛结束后开放领取，须绑定本人实名银行卡。</li><li>奖励将在提交后3个工作日内打款至绑定的银行卡。</li><li>依法需代扣代缴个人所得税的（偶然所得，税率20%），由主办方代扣。</li><li>如发现作弊行为，主办方有权取消获奖资格。</li></ol>`;

const maskCard = (card: string): string => `${card.slice(0, 4)} **** **** ${card.slice(-4)}`;

/** The questionnaire competition's own pages; the challenge itself runs on the exam calls with examId 6. */
export function questionnaireRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['questionnaire'];
  const examId = QUESTIONNAIRE_EXAM_ID;

  defineRoute(app, questionnaireInfoEndpoint, { summary: '闯关赛首页信息', tags, auth: 'optional' }, ({ user }) => {
    const now = ctx.now();
    const e = getExam(db, examId);
    const best = user ? db.prepare<[number, number], { best_score: number }>('SELECT best_score FROM exam_scores WHERE exam_id = ? AND user_id = ?').get(examId, user.id) : undefined;
    const money = user ? balanceOf(db, examId, user.id) : { balance: 0, income: 0 };
    return {
      examId,
      title: e.title,
      description: e.description,
      status: examStatus(e, now),
      startAt: e.start_at,
      endAt: e.end_at,
      rulesHtml: e.rules,
      notesHtml: NOTES,
      questionCount: e.question_count,
      durationSeconds: e.duration_s,
      participants: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM exam_applications WHERE exam_id = ?').get(examId)?.n ?? 0,
      chancesLeft: user && examStatus(e, now) === 1 ? chancesLeft(db, e, user.id, now) : 0,
      bestScore: best?.best_score ?? null,
      myRank: user ? rankOf(db, examId, user.id) : null,
      propCount: user ? (db.prepare<[number, number], { n: number | null }>('SELECT SUM(count) AS n FROM user_props WHERE exam_id = ? AND user_id = ?').get(examId, user.id)?.n ?? 0) : 0,
      totalIncomeCents: money.income,
      balanceCents: money.balance,
    };
  });

  defineRoute(app, questionnaireLogsEndpoint, { summary: '闯关记录', tags, auth: 'required' }, ({ query, user }) => {
    const e = getExam(db, examId);
    const total = db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM exam_attempts WHERE exam_id = ? AND user_id = ?').get(examId, user.id)?.n ?? 0;
    const list = db
      .prepare<[number, number, number, number], { id: number; score: number | null; correct_count: number | null; used_seconds: number | null; finished_at: number | null; started_at: number }>(
        'SELECT id, score, correct_count, used_seconds, finished_at, started_at FROM exam_attempts WHERE exam_id = ? AND user_id = ? ORDER BY started_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .all(examId, user.id, query.size, (query.page - 1) * query.size)
      .map((a) => ({ attemptId: a.id, score: a.score, correctCount: a.correct_count, questionCount: e.question_count, usedSeconds: a.used_seconds, passed: (a.score ?? 0) >= e.pass_score, finished: a.finished_at !== null, startedAt: a.started_at }));
    return { list, total, page: query.page, size: query.size };
  });

  defineRoute(app, questionnaireEarningsEndpoint, { summary: '我的收益（红包记录与余额）', tags, auth: 'required' }, ({ query, user }) => {
    const total = db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM redpacks WHERE exam_id = ? AND user_id = ?').get(examId, user.id)?.n ?? 0;
    const list = db
      .prepare<[number, number, number, number], { id: number; kind: number; amount_cents: number; status: number; created_at: number }>('SELECT id, kind, amount_cents, status, created_at FROM redpacks WHERE exam_id = ? AND user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(examId, user.id, query.size, (query.page - 1) * query.size)
      .map((r) => ({ id: r.id, kind: r.kind, kindLabel: redpackKindLabel(r.kind), amountCents: r.amount_cents, status: r.status, statusText: r.status === 1 ? (r.kind === 3 ? '提现成功' : '已到账') : '处理中', createdAt: r.created_at }));
    const money = balanceOf(db, examId, user.id);
    return { list, total, page: query.page, size: query.size, balanceCents: money.balance, totalIncomeCents: money.income };
  });

  const standing = (userId: number | null) => {
    const now = ctx.now();
    const e = getExam(db, examId);
    const tiers = db.prepare<[number], { rank_from: number; rank_to: number; amount_cents: number; title: string }>('SELECT rank_from, rank_to, amount_cents, title FROM ranking_rewards WHERE exam_id = ? ORDER BY rank_from').all(examId);
    const myRank = userId ? rankOf(db, examId, userId) : null;
    const myRewardCents = myRank ? (tiers.find((t) => myRank >= t.rank_from && myRank <= t.rank_to)?.amount_cents ?? 0) : 0;
    const claimed = userId ? db.prepare('SELECT 1 FROM ranking_claims WHERE exam_id = ? AND user_id = ?').get(examId, userId) !== undefined : false;
    const examEnded = examStatus(e, now) === 2;
    return { tiers: tiers.map((t) => ({ rankFrom: t.rank_from, rankTo: t.rank_to, amountCents: t.amount_cents, title: t.title })), myRank, myRewardCents, claimed, claimable: examEnded && myRewardCents > 0 && !claimed, examEnded };
  };

  defineRoute(app, questionnairePricesEndpoint, { summary: '奖励档位与我的名次', tags, auth: 'optional' }, ({ user }) => standing(user?.id ?? null));

  type CardRow = { bank_name: string; card_no: string; real_name: string; updated_at: number };
  const cardOf = (c: CardRow) => ({ bankName: c.bank_name, cardNoMasked: c.card_no, realName: c.real_name, updatedAt: c.updated_at });

  defineRoute(app, questionnaireBankEndpoint, { summary: '已绑定的银行卡', tags, auth: 'required' }, ({ user }) => {
    const c = db.prepare<[number], CardRow>('SELECT bank_name, card_no, real_name, updated_at FROM bank_cards WHERE user_id = ?').get(user.id);
    return c ? cardOf(c) : null;
  });

  defineRoute(app, questionnaireBankBindEndpoint, { summary: '绑定银行卡（卡号可 RSA 加密）', tags, auth: 'required', msg: '绑定成功' }, ({ body, user }) => {
    const card = readSecretField(ctx, body.cardNo).replace(/\s+/g, '');
    if (!/^\d{12,19}$/.test(card)) throw badRequest('请输入正确的银行卡号');
    const now = ctx.now();
    // Only the masked number is kept: the simulator never stores a full card number.
    db.prepare('INSERT INTO bank_cards (user_id, bank_name, card_no, real_name, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET bank_name = excluded.bank_name, card_no = excluded.card_no, real_name = excluded.real_name, updated_at = excluded.updated_at').run(user.id, body.bankName, maskCard(card), body.realName, now);
    return { bankName: body.bankName, cardNoMasked: maskCard(card), realName: body.realName, updatedAt: now };
  });

  defineRoute(app, questionnaireRewardClaimEndpoint, { summary: '领取排名奖励（打款到绑定银行卡）', tags, auth: 'required', msg: '提交成功，奖励将在3个工作日内到账' }, ({ user }) => {
    const now = ctx.now();
    return db.transaction(() => {
      const s = standing(user.id);
      if (!s.examEnded) throw badRequest('闯关赛结束后才能领取排名奖励');
      if (s.claimed) throw conflict('排名奖励已领取');
      if (!s.myRank || s.myRewardCents === 0) throw badRequest('您的排名未进入奖励范围');
      const c = db.prepare<[number], CardRow>('SELECT bank_name, card_no, real_name, updated_at FROM bank_cards WHERE user_id = ?').get(user.id);
      if (!c) throw badRequest('请先绑定银行卡');
      db.prepare('INSERT INTO ranking_claims VALUES (?, ?, ?, ?, ?)').run(examId, user.id, s.myRank, s.myRewardCents, now);
      return { rank: s.myRank, amountCents: s.myRewardCents, bankName: c.bank_name, cardNoMasked: c.card_no, statusText: '打款处理中' };
    })();
  });
}
