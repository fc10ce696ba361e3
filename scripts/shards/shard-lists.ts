/**
 * The check that Playwright's `--shard=i/n` splits the e2e suite exactly: every test of the
 * whole list runs in one shard, and in one shard only. Pure functions over the JSON reporter's
 * `--list` output; scripts/shards/check-shards.ts runs the lists.
 */

/** The part of Playwright's JSON report a `--list` run fills. */
export type ListReport = {
  suites?: ListSuite[];
  errors?: { message?: string }[];
};
type ListSuite = { title?: string; file?: string; specs?: ListSpec[]; suites?: ListSuite[] };
type ListSpec = {
  id: string;
  title: string;
  file: string;
  line: number;
  tests: { projectName: string }[];
};

/** Each test of a report, once per project it runs in: `[project] file:line › describe › title`. */
export function testKeys(report: ListReport): string[] {
  const keys: string[] = [];
  const walk = (suite: ListSuite, path: string[]): void => {
    // The file suite's title is the file; describes add theirs.
    const here = suite.file && suite.title === suite.file ? path : [...path, suite.title ?? ''];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests)
        keys.push(
          `[${test.projectName}] ${spec.file}:${spec.line} › ${[...here, spec.title].filter(Boolean).join(' › ')}`,
        );
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return keys;
}

/** What comparing the shards' lists with the whole list found. */
export type ShardCheck = {
  total: number;
  /** Tests per shard, in shard order. */
  perShard: number[];
  /** In the whole list, in no shard. */
  missing: string[];
  /** In two shards or more, with the shards (1-based). */
  duplicated: { key: string; shards: number[] }[];
  /** In a shard, not in the whole list. */
  unexpected: string[];
};

/** Compares the union of the shards' tests with the whole suite. */
export function checkShards(
  whole: readonly string[],
  shards: readonly (readonly string[])[],
): ShardCheck {
  const seen = new Map<string, number[]>();
  shards.forEach((keys, index) => {
    for (const key of keys) seen.set(key, [...(seen.get(key) ?? []), index + 1]);
  });
  const wholeSet = new Set(whole);
  return {
    total: whole.length,
    perShard: shards.map((keys) => keys.length),
    missing: whole.filter((key) => !seen.has(key)),
    duplicated: [...seen]
      .filter(([, at]) => at.length > 1)
      .map(([key, at]) => ({ key, shards: at })),
    unexpected: [...seen.keys()].filter((key) => !wholeSet.has(key)),
  };
}

/** Whether the shards split the suite exactly. */
export const isExactSplit = (check: ShardCheck): boolean =>
  check.missing.length === 0 &&
  check.duplicated.length === 0 &&
  check.unexpected.length === 0 &&
  check.total > 0;

/** The report's lines (Chinese, as the project's tools print). */
export function describeCheck(check: ShardCheck): string[] {
  const lines = [
    `全部 ${check.total} 个测试；${check.perShard.length} 个分片各 ${check.perShard.join(' / ')} 个`,
  ];
  for (const key of check.missing) lines.push(`没有分到任何分片：${key}`);
  for (const { key, shards } of check.duplicated)
    lines.push(`出现在多个分片（${shards.join('、')}）：${key}`);
  for (const key of check.unexpected) lines.push(`只在分片里出现：${key}`);
  lines.push(isExactSplit(check) ? '分片正好覆盖全部测试，没有重复' : '分片没有正好覆盖全部测试');
  return lines;
}
