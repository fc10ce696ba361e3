/**
 * What a replay's Playwright JSON report says about its one test: nothing when it passed, else
 * the innermost `test.step` that failed, the error's first lines and the failure screenshot.
 */

type JsonStep = { title: string; error?: { message?: string }; steps?: JsonStep[] };
type JsonResult = {
  status: string;
  error?: { message?: string };
  errors?: { message?: string }[];
  steps?: JsonStep[];
  attachments?: { name: string; contentType: string; path?: string }[];
};
type JsonSuite = {
  suites?: JsonSuite[];
  specs?: { tests: { results: JsonResult[] }[] }[];
};
export type PlaywrightJsonReport = { suites: JsonSuite[]; errors?: { message?: string }[] };

export type ReplayFailure = { step: string | null; error: string; screenshot: string | null };

function results(suite: JsonSuite): JsonResult[] {
  return [
    ...(suite.specs ?? []).flatMap((s) => s.tests.flatMap((t) => t.results)),
    ...(suite.suites ?? []).flatMap(results),
  ];
}

/** The innermost failed step under `steps` that the test wrote (`test.step`), by title. */
function failedStep(steps: readonly JsonStep[] | undefined): string | null {
  for (const step of steps ?? []) {
    if (!step.error) continue;
    return failedStep(step.steps) ?? step.title;
  }
  return null;
}

/** Without colours, at most a few lines. */
function shortError(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const plain = (message ?? '未知错误').replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').slice(0, 6).join('\n').trim();
}

export function failureOf(report: PlaywrightJsonReport): ReplayFailure | null {
  const all = report.suites.flatMap(results);
  const failed = all.find((r) => r.status !== 'passed' && r.status !== 'skipped');
  if (!failed) {
    if (all.length > 0) return null;
    return {
      step: null,
      error: shortError(report.errors?.[0]?.message ?? '脚本里没有测试'),
      screenshot: null,
    };
  }
  const shot = failed.attachments?.find((a) => a.name === 'screenshot' && a.path);
  return {
    step: failedStep(failed.steps),
    error: shortError(failed.error?.message ?? failed.errors?.[0]?.message),
    screenshot: shot?.path ?? null,
  };
}
