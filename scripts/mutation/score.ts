import type { Stryker } from '@stryker-mutator/core';
import type { MutationModule } from './modules';

type MutantResult = Awaited<ReturnType<Stryker['runMutationTest']>>[number];

export type ScoreLine = { module: MutationModule; killed: number; valid: number; score: number };

/**
 * Stryker's mutation score: detected (killed or timed out) over valid mutants. Mutants that do not
 * compile or that a `// Stryker disable` comment ignores are not valid; surviving and uncovered
 * ones count against the score.
 */
export function mutationScore(
  results: readonly Pick<MutantResult, 'status'>[],
): Omit<ScoreLine, 'module'> {
  const count = (...statuses: MutantResult['status'][]) =>
    results.filter((r) => statuses.includes(r.status)).length;
  const killed = count('Killed', 'Timeout');
  const valid = killed + count('Survived', 'NoCoverage');
  return { killed, valid, score: valid === 0 ? 100 : (killed / valid) * 100 };
}
