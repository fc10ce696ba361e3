/**
 * `npm run test:mutation [-- name…]`: runs StrykerJS (vitest runner) on each critical module in
 * turn, scoped to that module's own tests, and prints each module's mutation score. Exits 1 when a
 * module kills fewer than {@link THRESHOLD} % of its mutants. Reports land in out/mutation/.
 */
import { Stryker } from '@stryker-mutator/core';
import { MUTATION_MODULES, type MutationModule } from './modules';
import { mutationScore, type ScoreLine } from './score';

const THRESHOLD = 85;

async function runModule(module: MutationModule): Promise<ScoreLine> {
  // Read by vitest.stryker.config.ts in Stryker's test-runner processes, which inherit the environment.
  process.env.STRYKER_VITEST_PROJECT = module.project;
  process.env.STRYKER_TEST_FILES = JSON.stringify(module.testFiles);
  // stryker.config.json holds the shared settings; these are the module's own.
  const stryker = new Stryker({
    mutate: module.mutate,
    htmlReporter: { fileName: `out/mutation/${module.name}.html` },
    // One folder per module: a run removes its folder when done, so two modules may run at once.
    tempDirName: `out/.stryker-tmp-${module.name}`,
    ...(module.timeoutMS === undefined ? {} : { timeoutMS: module.timeoutMS }),
  });
  const results = await stryker.runMutationTest();
  return { module, ...mutationScore(results) };
}

function pick(names: readonly string[]): MutationModule[] {
  if (names.length === 0) return [...MUTATION_MODULES];
  const unknown = names.filter((name) => !MUTATION_MODULES.some((m) => m.name === name));
  if (unknown.length > 0) {
    const known = MUTATION_MODULES.map((m) => m.name).join('、');
    throw new Error(`未知模块：${unknown.join('、')}（可选：${known}）`);
  }
  return MUTATION_MODULES.filter((m) => names.includes(m.name));
}

const lines: ScoreLine[] = [];
for (const module of pick(process.argv.slice(2))) {
  console.log(
    `\n== ${module.name}（${module.title}）：${module.mutate.filter((g) => !g.startsWith('!')).join(' ')}`,
  );
  lines.push(await runModule(module));
}
console.log('\n变异得分（被杀死的变异体 / 有效变异体）：');
for (const { module, killed, valid, score } of lines) {
  const mark = score >= THRESHOLD ? '✓' : `✗ 低于 ${THRESHOLD} %`;
  console.log(
    `  ${module.name.padEnd(9)} ${score.toFixed(2).padStart(6)} %  ${String(killed).padStart(4)}/${String(valid).padEnd(4)} ${mark}  ${module.title}`,
  );
}
process.exitCode = lines.every((line) => line.score >= THRESHOLD) ? 0 : 1;
