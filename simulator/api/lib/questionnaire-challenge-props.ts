import type { Db } from '../db/types';
import type { AttemptRow, ExamRow } from '../queries/exam';
import { examQueries } from '../queries/exam';
import { examRewardQueries } from '../queries/exam-rewards';
import type { ChallengeRow } from '../queries/questionnaire';
import { PROP_INFO, getQuestion, questionIdsOf } from './exam-engine';

/**
 * The questionnaire challenge's settings and props (docs/product.md「问卷竞赛」): a question's time,
 * what each prop does and where it comes from, and when one may be used.
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
export const PROP_ORDER = [REVIVE, 3, 1, 2];
/** Every player's starter pack on joining: one of each prop. */
export const STARTER_PACK = [1, 2, 3, 4];

export type Phase = 'answering' | 'answered' | 'wrong' | 'cleared' | 'failed';
export type Challenge = { e: ExamRow; a: AttemptRow; c: ChallengeRow; notice: string | null };

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
