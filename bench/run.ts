/**
 * `npm run bench`: every benchmark module of bench/ in turn. Each exports `run(): Promise<void>`
 * that prints its figures; a module that is absent is skipped, one that fails is reported and the
 * others still run. Benchmarks print figures; they never pass or fail on them.
 * BENCH_ONLY=web (or api, sim; comma-separated) runs only those; each module documents its own
 * settings (e.g. WEB_BENCH_LIGHTHOUSE_RUNS, WEB_BENCH_PAGES in web-bench.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MODULES = ['web-bench.ts', 'api-bench.ts', 'sim-bench.ts', 'sim-fleet-bench.ts'];

type BenchModule = { run?: () => Promise<unknown> } & Record<string, unknown>;

/** `run`, or the module's single exported `run…Bench` function (whose result is printed). */
function runnerOf(mod: BenchModule): (() => Promise<unknown>) | undefined {
  if (typeof mod.run === 'function') return mod.run;
  const named = Object.entries(mod).find(
    ([name, value]) => /^run\w*Bench$/.test(name) && typeof value === 'function',
  );
  return named ? (named[1] as () => Promise<unknown>) : undefined;
}

async function main(): Promise<number> {
  let failures = 0;
  const only = process.env.BENCH_ONLY?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const file of MODULES.filter(
    (f) => !only?.length || only.some((name) => f.startsWith(`${name}-`)),
  )) {
    const path = fileURLToPath(new URL(`./${file}`, import.meta.url));
    if (!existsSync(path)) continue;
    console.log(`\n=== ${file} ===`);
    try {
      const mod = (await import(pathToFileURL(path).href)) as BenchModule;
      const runner = runnerOf(mod);
      if (!runner) {
        console.log(`${file} 没有导出 run()，跳过`);
        continue;
      }
      const result = await runner();
      if (result !== undefined) console.log(JSON.stringify(result, null, 2));
    } catch (error) {
      failures++;
      console.error(`${file} 运行失败：`, error);
    }
  }
  return failures;
}

main().then(
  (failures) => process.exit(failures ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
