import type { Db } from '../db/types';
import { examQueries, type ExamRow } from '../queries/exam';
import { examRewardQueries } from '../queries/exam-rewards';
import { questionnaireQueries, type ChallengeRow } from '../queries/questionnaire';
import { badRequest, conflict, notFound } from './envelope';
import {
  chancesLeft,
  createAttempt,
  examStatus,
  finalizeAttempt,
  getAttempt,
  getQuestion,
  optionsOf,
  questionIdsOf,
  rankOf,
} from './exam-engine';
import { dayStart } from './time';
import { MAX_INVITE_REWARDS } from './exam-rewards';
import {
  ANSWER_GRACE_MS,
  EXTRA_SECONDS,
  QUESTION_SECONDS,
  REVIVE,
  STARTER_PACK,
  propRefusal,
  type Challenge,
  type Phase,
} from './questionnaire-challenge-props';

export {
  CHALLENGE_PROPS,
  REVIVE,
  challengeProps,
  type Challenge,
} from './questionnaire-challenge-props';
export {
  challengeLog,
  challengeResult,
  challengeRulesHtml,
  challengeView,
  openChallenge,
} from './questionnaire-challenge-view';

/**
 * The questionnaire's challenge (闯关): an exam-engine attempt played one question at a time. Each question
 * has its own deadline (the attempt's `deadline_at`); a wrong answer or a time-out ends the challenge unless
 * the player revives once with a 复活卡. Every effect is decided here; the app only shows it
 * (docs/product.md「问卷竞赛」). Settings and props: questionnaire-challenge-props.ts; what the app is
 * shown: questionnaire-challenge-view.ts.
 */

function requireCampaignOpen(e: ExamRow, now: number): void {
  const s = examStatus(e, now);
  if (s === 0) throw badRequest('闯关赛尚未开始');
  if (s === 2) throw badRequest('闯关赛已结束');
}

/**
 * Joins the campaign on the first challenge (no separate sign-up) with the starter pack; an inviter
 * (never oneself) gets a 复活卡 for each of the first {@link MAX_INVITE_REWARDS} friends: here
 * invitations earn props, where the exams pay an invitation red packet.
 */
function join(db: Db, e: ExamRow, userId: number, inviteUserId: number | null, now: number): void {
  const q = examQueries(db);
  if (q.isApplied(e.id, userId)) return;
  const rewards = examRewardQueries(db);
  let invitedBy: number | null = null;
  if (inviteUserId && inviteUserId !== userId && rewards.user(inviteUserId)) {
    invitedBy = inviteUserId;
    // An inviter earns one 复活卡 per friend who joins, up to MAX_INVITE_REWARDS.
    const prop = rewards.inviteCount(e.id, invitedBy) < MAX_INVITE_REWARDS ? REVIVE : null;
    if (rewards.recordInvite(e.id, invitedBy, userId, 0, now, prop) && prop !== null)
      rewards.addProp(e.id, invitedBy, prop, 1);
  }
  q.apply(e.id, userId, invitedBy, null, null, now);
  q.stats(e.id, userId);
  for (const t of STARTER_PACK) examRewardQueries(db).addProp(e.id, userId, t, 1);
}

/** The open challenge of a user, or a new one (a daily chance used). Attempts begun outside a challenge are submitted as they stand. */
export function startChallenge(
  db: Db,
  e: ExamRow,
  userId: number,
  inviteUserId: number | null,
  now: number,
): Challenge {
  requireCampaignOpen(e, now);
  const q = examQueries(db);
  join(db, e, userId, inviteUserId, now);
  const open = q.openAttempt(e.id, userId);
  if (open) {
    const c = questionnaireQueries(db).challenge(open.id);
    if (c) return settle(db, { e, a: open, c, notice: null }, now);
    finalizeAttempt(db, e, open, now);
  }
  const today = q.attemptsSince(e.id, userId, dayStart(now));
  if (chancesLeft(db, e, userId, now) <= 0) throw badRequest('今日挑战次数已用完，明天再来吧');
  if (today >= e.daily_chances) q.addExtraAttempts(e.id, userId, -1);
  const rankBefore = rankOf(db, e.id, userId);
  const a = createAttempt(db, e, userId, now);
  q.setDeadline(a.id, now + QUESTION_SECONDS * 1000);
  questionnaireQueries(db).insert(a.id, rankBefore);
  return load(db, e, a.id, userId, now);
}

/** A user's challenge by attempt, with an expired question settled as wrong. */
export function load(
  db: Db,
  e: ExamRow,
  attemptId: number,
  userId: number,
  now: number,
): Challenge {
  const a = getAttempt(db, attemptId, userId);
  const c = questionnaireQueries(db).challenge(a.id);
  if (!c || a.exam_id !== e.id) throw notFound('挑战不存在');
  return settle(db, { e, a, c, notice: null }, now);
}

const reload = (db: Db, ch: Challenge, notice: string | null): Challenge => ({
  ...ch,
  a: getAttempt(db, ch.a.id, ch.a.user_id),
  c: questionnaireQueries(db).challenge(ch.a.id) as ChallengeRow,
  notice,
});

/** A question whose time ran out counts as a wrong answer (an empty one). */
function settle(db: Db, ch: Challenge, now: number): Challenge {
  if (ch.c.phase !== 'answering' || now <= ch.a.deadline_at + ANSWER_GRACE_MS) return ch;
  const q = examQueries(db);
  const index = q.answeredCount(ch.a.id);
  const id = questionIdsOf(ch.a)[index];
  if (id === undefined) return ch;
  q.logAnswer(ch.a.id, index, id, '', false, now);
  return afterWrong(db, reload(db, ch, '答题超时，本关按答错计'), now);
}

function setPhase(
  db: Db,
  ch: Challenge,
  phase: Phase,
  now: number,
  notice: string | null,
): Challenge {
  questionnaireQueries(db).setPhase(ch.a.id, phase);
  if (phase === 'cleared' || phase === 'failed') {
    // The level revived counts as passed: the player got through it (复活后直接进入下一关).
    const result = finalizeAttempt(db, ch.e, ch.a, now, ch.c.revived);
    questionnaireQueries(db).setReward(ch.a.id, result.redpackCents);
  }
  return reload(db, ch, notice);
}

/** Wrong or timed out: the revive card is offered once per challenge, else the challenge is lost. */
function afterWrong(db: Db, ch: Challenge, now: number): Challenge {
  const canRevive =
    ch.c.revived === 0 && examRewardQueries(db).propCount(ch.e.id, ch.a.user_id, REVIVE) > 0;
  return setPhase(db, ch, canRevive ? 'wrong' : 'failed', now, ch.notice);
}

/** Starts the next question's clock, or clears the challenge after the last one. */
function advance(db: Db, ch: Challenge, now: number, notice: string | null): Challenge {
  if (examQueries(db).answeredCount(ch.a.id) >= questionIdsOf(ch.a).length)
    return setPhase(db, ch, 'cleared', now, notice);
  examQueries(db).setDeadline(ch.a.id, now + QUESTION_SECONDS * 1000);
  return setPhase(db, ch, 'answering', now, notice);
}

function requireNotOver(ch: Challenge): void {
  if (ch.c.phase === 'cleared' || ch.c.phase === 'failed') throw conflict('本次挑战已结束');
}

/** The answer to the current question; an answer after the deadline is a time-out. */
export function answer(
  db: Db,
  ch: Challenge,
  index: number,
  given: string,
  now: number,
): Challenge {
  const q = examQueries(db);
  const answered = q.answeredCount(ch.a.id);
  if (ch.notice !== null && index === answered - 1) return ch; // it timed out while the answer was on its way
  requireNotOver(ch);
  if (ch.c.phase !== 'answering' || index < answered) throw conflict('该题已作答');
  if (index > answered) throw badRequest('请按顺序答题');
  const question = getQuestion(db, questionIdsOf(ch.a)[index] as number);
  const removed = examRewardQueries(db).removedOptions(ch.a.id, index);
  const keys = new Set(
    optionsOf(question)
      .map((o) => o.key)
      .filter((k) => !removed.includes(k)),
  );
  const picked = Array.from(new Set(given.split('')))
    .sort()
    .join('');
  if (![...picked].every((k) => keys.has(k))) throw badRequest('选项不存在');
  if (question.type !== 2 && picked.length !== 1) throw badRequest('该题只能选择一个答案');
  const correct = picked === question.answer;
  q.logAnswer(ch.a.id, index, question.id, picked, correct, now);
  const next = reload(db, ch, null);
  if (!correct) return afterWrong(db, next, now);
  return index + 1 >= questionIdsOf(ch.a).length
    ? setPhase(db, next, 'cleared', now, null)
    : setPhase(db, next, 'answered', now, null);
}

/** 下一关: after a right answer (or a skip), the next question and its clock. */
export function next(db: Db, ch: Challenge, now: number): Challenge {
  requireNotOver(ch);
  if (ch.c.phase !== 'answered') throw badRequest('请先完成本关');
  return advance(db, ch, now, null);
}

/** 放弃复活: the challenge ends as lost. */
export function giveUp(db: Db, ch: Challenge, now: number): Challenge {
  requireNotOver(ch);
  if (ch.c.phase !== 'wrong') throw badRequest('本关未答错，不能放弃');
  return setPhase(db, ch, 'failed', now, null);
}

/** Uses a prop on question `index`: the server's effect, told in `notice`. */
export function useProp(
  db: Db,
  ch: Challenge,
  propType: number,
  index: number,
  now: number,
): Challenge {
  if (propType !== REVIVE || ch.c.revived === 0) requireNotOver(ch);
  const refusal = propRefusal(db, ch, propType, index);
  if (refusal)
    throw (refusal.startsWith('每局') || refusal.startsWith('本题已') ? conflict : badRequest)(
      refusal,
    );
  const rewards = examRewardQueries(db);
  const exam = examQueries(db);
  const question = getQuestion(db, questionIdsOf(ch.a)[index] as number);
  let removed: string[] = [];
  if (propType === 1) {
    const wrong = optionsOf(question)
      .map((o) => o.key)
      .filter((k) => !question.answer.includes(k));
    // Two wrong options go, but never all of them: one wrong option always stays to choose from.
    removed = wrong.slice(0, Math.min(2, wrong.length - 1));
    if (removed.length === 0) throw badRequest('本题没有可去掉的错误选项');
  }
  rewards.usePropOn(ch.a.id, index, propType, removed);
  rewards.spendProp(ch.e.id, ch.a.user_id, propType);
  switch (propType) {
    case REVIVE:
      questionnaireQueries(db).setRevived(ch.a.id);
      return advance(db, reload(db, ch, null), now, '复活成功，继续闯关');
    case 2:
      exam.logSkip(ch.a.id, index, question.id, question.answer, now);
      return index + 1 >= questionIdsOf(ch.a).length
        ? setPhase(db, ch, 'cleared', now, '已跳过本关，按答对计')
        : setPhase(db, ch, 'answered', now, '已跳过本关，按答对计');
    case 3:
      exam.setDeadline(ch.a.id, ch.a.deadline_at + EXTRA_SECONDS * 1000);
      return reload(db, ch, `本关答题时间延长${EXTRA_SECONDS}秒`);
    default:
      return reload(db, ch, `已去掉${removed.length}个错误选项`);
  }
}
