import type { Db } from '../db/types';
import { examQueries, type AttemptRow, type ExamRow } from '../queries/exam';
import { examRewardQueries } from '../queries/exam-rewards';
import { questionnaireQueries, type ChallengeRow } from '../queries/questionnaire';
import { badRequest, conflict, notFound } from './envelope';
import {
  PROP_INFO,
  chancesLeft,
  createAttempt,
  examStatus,
  finalizeAttempt,
  getAttempt,
  getQuestion,
  optionsOf,
  questionAt,
  questionIdsOf,
  rankOf,
  secondsLeft,
} from './exam-engine';
import { dayStart } from './time';
import { MAX_INVITE_REWARDS } from './exam-rewards';

/**
 * The questionnaire's challenge (闯关): an exam-engine attempt played one question at a time. Each question
 * has its own deadline (the attempt's `deadline_at`); a wrong answer or a time-out ends the challenge unless
 * the player revives once with a 复活卡. Every effect is decided here; the app only shows it.
 */

/** A question's time. */
export const QUESTION_SECONDS = 20;
/** Answers in flight when the clock ran out still count (network time), up to this much. */
export const ANSWER_GRACE_MS = 1000;
/** 延时卡 on one question. */
export const EXTRA_SECONDS = 10;
export const REVIVE = 4;
export const CHALLENGE_PROPS: Record<
  number,
  { name: string; description: string; source: string }
> = {
  1: {
    name: PROP_INFO[1]?.name ?? '去错卡',
    description: PROP_INFO[1]?.description ?? '',
    source: '报名礼包、分享任务、抽奖',
  },
  2: {
    name: PROP_INFO[2]?.name ?? '跳题卡',
    description: '跳过本关并按答对计',
    source: '报名礼包、抽奖',
  },
  3: {
    name: PROP_INFO[3]?.name ?? '延时卡',
    description: `本关答题时间延长${EXTRA_SECONDS}秒`,
    source: '报名礼包、累计答题任务、抽奖',
  },
  4: {
    name: '复活卡',
    description: '答错或超时后继续闯关，每局限用一次',
    source: '报名礼包、邀请好友',
  },
};
const PROP_ORDER = [REVIVE, 3, 1, 2];
/** What an inviter earns per friend who joins: one 复活卡. */
export const INVITE_REWARD_PROP = REVIVE;
/** Every player's starter pack on joining: one of each prop. */
const STARTER_PACK = [1, 2, 3, 4];

type Phase = 'answering' | 'answered' | 'wrong' | 'cleared' | 'failed';
export type Challenge = { e: ExamRow; a: AttemptRow; c: ChallengeRow; notice: string | null };

export function requireCampaignOpen(e: ExamRow, now: number): void {
  const s = examStatus(e, now);
  if (s === 0) throw badRequest('闯关赛尚未开始');
  if (s === 2) throw badRequest('闯关赛已结束');
}

/**
 * Joins the campaign on the first challenge (no separate sign-up) with the starter pack; an inviter
 * (never oneself) gets a 复活卡 for each of the first {@link MAX_INVITE_REWARDS} friends (issue 19:
 * invitations earn props, where the exams pay an invitation red packet).
 */
function join(db: Db, e: ExamRow, userId: number, inviteUserId: number | null, now: number): void {
  const q = examQueries(db);
  if (q.isApplied(e.id, userId)) return;
  const rewards = examRewardQueries(db);
  let invitedBy: number | null = null;
  if (inviteUserId && inviteUserId !== userId && rewards.user(inviteUserId)) {
    invitedBy = inviteUserId;
    const prop =
      rewards.inviteCount(e.id, invitedBy) < MAX_INVITE_REWARDS ? INVITE_REWARD_PROP : null;
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

/** Why a prop cannot be used now (null: usable). */
export function propRefusal(db: Db, ch: Challenge, propType: number, index: number): string | null {
  const name = CHALLENGE_PROPS[propType]?.name ?? '道具';
  const answered = examQueries(db).answeredCount(ch.a.id);
  if (propType === REVIVE) {
    if (ch.c.revived === 1) return '每局仅可复活一次';
    if (ch.c.phase !== 'wrong') return '答错或超时后才能使用复活卡';
  } else {
    if (ch.c.phase === 'wrong') return '请先选择是否复活';
    if (ch.c.phase !== 'answering' || index !== answered) return '只能对当前题目使用道具';
    const question = getQuestion(db, questionIdsOf(ch.a)[index] as number);
    if (propType === 1 && question.type === 3) return '判断题不能使用去错卡';
    if (examRewardQueries(db).propsUsedOn(ch.a.id, index).has(propType))
      return '本题已使用过该道具';
  }
  if (examRewardQueries(db).propCount(ch.e.id, ch.a.user_id, propType) <= 0)
    return `${name}数量不足`;
  return null;
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

/** The challenge as the app shows it. */
export function challengeView(db: Db, ch: Challenge, now: number) {
  const q = examQueries(db);
  const phase = ch.c.phase as Phase;
  const answered = q.answeredCount(ch.a.id);
  const index = phase === 'answering' ? answered : Math.max(0, answered - 1);
  const last = phase === 'answering' ? undefined : q.answerLog(ch.a.id).at(-1);
  const counts = examRewardQueries(db).propCounts(ch.e.id, ch.a.user_id);
  return {
    attemptId: ch.a.id,
    phase,
    index,
    total: questionIdsOf(ch.a).length,
    // Once over, the last question stays, with the verdict's marks.
    question: questionAt(db, ch.a, index),
    deadlineAt: ch.a.deadline_at,
    serverNow: now,
    remainingSeconds: phase === 'answering' ? secondsLeft(ch.a.deadline_at, now) : 0,
    questionSeconds: QUESTION_SECONDS,
    correctCount: q.correctCount(ch.a.id),
    revived: ch.c.revived === 1,
    verdict: last
      ? {
          index: last.idx,
          answer: last.answer,
          correct: last.correct === 1,
          timedOut: last.answer === '',
          rightAnswer: last.right,
          analysis: last.analysis,
        }
      : null,
    props: PROP_ORDER.map((t) => {
      const reason = propRefusal(db, ch, t, index);
      return {
        propType: t,
        name: CHALLENGE_PROPS[t]?.name ?? '',
        description: CHALLENGE_PROPS[t]?.description ?? '',
        count: counts.get(t) ?? 0,
        usable: reason === null,
        reason,
      };
    }),
    notice: ch.notice,
  };
}

/** A finished challenge's result. */
export function challengeResult(db: Db, ch: Challenge, now: number) {
  const a = ch.a;
  if (a.finished_at === null) throw badRequest('挑战尚未结束');
  const cleared = ch.c.phase === 'cleared';
  return {
    attemptId: a.id,
    cleared,
    levelReached: a.correct_count ?? 0,
    total: questionIdsOf(a).length,
    // Lost at the level of its last answer (wrong or timed out, not revived).
    failedLevel: cleared ? null : examQueries(db).answeredCount(a.id),
    usedSeconds: a.used_seconds ?? 0,
    rankBefore: ch.c.rank_before,
    rankAfter: rankOf(db, ch.e.id, a.user_id),
    rewardCents: ch.c.reward_cents,
    revived: ch.c.revived === 1,
    propsUsed: questionnaireQueries(db)
      .propsUsed(a.id)
      .map((t) => CHALLENGE_PROPS[t]?.name ?? '道具'),
    chancesLeft: examStatus(ch.e, now) === 1 ? chancesLeft(db, ch.e, a.user_id, now) : 0,
    finishedAt: a.finished_at,
  };
}

/** A user's props with where they come from (/questionnaire/tools). */
export function challengeProps(db: Db, examId: number, userId: number) {
  const counts = examRewardQueries(db).propCounts(examId, userId);
  return PROP_ORDER.map((t) => ({
    propType: t,
    name: CHALLENGE_PROPS[t]?.name ?? '',
    description: CHALLENGE_PROPS[t]?.description ?? '',
    count: counts.get(t) ?? 0,
    source: CHALLENGE_PROPS[t]?.source ?? '',
  }));
}

/** The challenge a user has begun and not finished, if any. */
export function openChallenge(db: Db, examId: number, userId: number): number | null {
  const open = examQueries(db).openAttempt(examId, userId);
  return open && questionnaireQueries(db).challenge(open.id) ? open.id : null;
}

/** What a challenge log row adds to an attempt: whether it was cleared, and the props used. */
export function challengeLog(
  db: Db,
  attemptId: number,
): { cleared: boolean | null; propsUsed: string[] } {
  const c = questionnaireQueries(db).challenge(attemptId);
  return {
    cleared: c ? c.phase === 'cleared' : null,
    propsUsed: questionnaireQueries(db)
      .propsUsed(attemptId)
      .map((t) => CHALLENGE_PROPS[t]?.name ?? '道具'),
  };
}

/** The challenge's rules in the words of its settings (the exam's own rules speak of a timed paper). */
export function challengeRulesHtml(e: ExamRow): string {
  return `<h3>闯关规则</h3><ol><li>每局共${e.question_count}关，每关一题，每题限时${QUESTION_SECONDS}秒，倒计时以服务器时间为准，刷新页面不会重新计时。</li><li>答对进入下一关；答错或超时即挑战失败。每局可使用一次复活卡，复活后本关计为闯过，直接进入下一关。</li><li>道具：延时卡本关加时${EXTRA_SECONDS}秒；去错卡去掉错误选项（判断题不可用）；跳题卡跳过本关并按答对计；每种道具每题限用一次。</li><li>每天有${e.daily_chances}次挑战机会，未完成的挑战可继续，不重复扣次数。</li><li>单局闯过${e.pass_score / 10}关及以上，当天首次可得答题红包。</li><li>排行榜按最佳成绩（闯过关数）排序，同关数按用时从短到长排序；闯关赛结束后按最终名次发放排名奖励。</li></ol>`;
}
