/**
 * `npx tsx scripts/shards/check-shards.ts [n…]`: lists the e2e suite whole and with
 * `--shard=i/n` for each n (default 2 and 4), and fails unless the shards' union is the whole
 * suite with no test in two shards. Listing starts no server and runs no test.
 * Extra arguments after `--` go to every `playwright test --list` (e.g. `-- --project=ios-browser`).
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkShards, describeCheck, isExactSplit, testKeys, type ListReport } from './shard-lists';

const cli = join(
  dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')),
  'cli.js',
);

/** The tests `playwright test --list` finds with `args` (JSON reporter, on stdout). */
export function listTests(args: readonly string[]): string[] {
  const out = execFileSync(process.execPath, [cli, 'test', '--list', '--reporter=json', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const report = JSON.parse(out) as ListReport;
  if (report.errors?.length)
    throw new Error(
      `playwright test --list 出错：${report.errors.map((e) => e.message).join('\n')}`,
    );
  return testKeys(report);
}

function main(argv: string[]): number {
  const split = argv.indexOf('--');
  const counts = (split === -1 ? argv : argv.slice(0, split)).map(Number);
  const extra = split === -1 ? [] : argv.slice(split + 1);
  if (counts.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error('用法：npx tsx scripts/shards/check-shards.ts [分片数…] [-- playwright 参数]');
    return 2;
  }
  const whole = listTests(extra);
  let ok = true;
  for (const n of counts.length ? counts : [2, 4]) {
    const shards = Array.from({ length: n }, (_, i) =>
      listTests([...extra, `--shard=${i + 1}/${n}`]),
    );
    const check = checkShards(whole, shards);
    console.log(`--shard=i/${n}：`);
    for (const line of describeCheck(check)) console.log(`  ${line}`);
    ok &&= isExactSplit(check);
  }
  return ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exit(main(process.argv.slice(2)));
