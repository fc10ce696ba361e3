import type { ChallengeResult } from '@/contracts/api/questionnaire-challenge';

export type ChallengeOutcome = {
  title: string;
  /** Levels passed of all: every one when cleared (a level revived or skipped counts). */
  passed: number;
  /** The line under the title, in agreement with it. */
  levelText: string;
};

/**
 * A finished challenge in words that agree with the facts: 闯关成功 with every level passed, or
 * 挑战失败 at the level it was lost, the levels passed before it, and a revive when one was used.
 */
export function challengeOutcome(
  r: Pick<ChallengeResult, 'cleared' | 'levelReached' | 'total' | 'failedLevel' | 'revived'>,
): ChallengeOutcome {
  const revive = r.revived ? '（复活 1 次）' : '';
  if (r.cleared)
    return {
      title: '闯关成功',
      passed: r.total,
      levelText: `闯过 ${r.total}/${r.total} 关${revive}`,
    };
  const lostAt = r.failedLevel ?? r.levelReached + 1;
  return {
    title: '挑战失败',
    passed: r.levelReached,
    levelText: `止步第 ${lostAt} 关 · 闯过 ${r.levelReached}/${r.total} 关${revive}`,
  };
}
