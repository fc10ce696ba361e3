import type { Db } from '../db/types';
import { examQueries, type ExamRow } from '../queries/exam';
import { examRewardQueries } from '../queries/exam-rewards';
import { questionnaireQueries } from '../queries/questionnaire';
import { badRequest } from './envelope';
import {
  chancesLeft,
  examStatus,
  questionAt,
  questionIdsOf,
  rankOf,
  secondsLeft,
} from './exam-engine';
import {
  CHALLENGE_PROPS,
  EXTRA_SECONDS,
  PROP_ORDER,
  QUESTION_SECONDS,
  propRefusal,
  type Challenge,
  type Phase,
} from './questionnaire-challenge-props';

/** What the app is shown of a challenge: the current level, a finished one's result, the log and the rules. */

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
