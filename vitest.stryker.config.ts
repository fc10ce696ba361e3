import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The unit-test config Stryker's vitest runner uses (`npm run test:mutation`): one project of
 * vitest.config.ts (STRYKER_VITEST_PROJECT: web or node) narrowed to one module's test files
 * (STRYKER_TEST_FILES, a JSON array of globs), so each mutant runs only the tests that guard it.
 * Narrowing here rather than with Stryker's `testFiles` option keeps static mutants (top-level
 * constants such as the rate tables) truly active: Stryker 9 activates them only at run time when
 * given a test filter, after the constants were already built.
 */
const projectName = process.env.STRYKER_VITEST_PROJECT ?? 'node';
const testFiles = JSON.parse(process.env.STRYKER_TEST_FILES ?? '[]') as string[];

const projects = (base.test?.projects ?? []).flatMap((project) => {
  if (typeof project !== 'object' || !('test' in project) || project.test?.name !== projectName)
    return [];
  return [{ ...project, test: { ...project.test, include: testFiles } }];
});
if (projects.length === 0) throw new Error(`vitest.config.ts 中没有名为 ${projectName} 的项目`);

export default defineConfig({ test: { projects } });
