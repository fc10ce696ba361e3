/**
 * Every bench script run alone prints its figures or says why not: a module that measures runs
 * when it is the script tsx was given; a part of another benchmark names the script to run.
 */
import { fileURLToPath } from 'node:url';

const isScript = (moduleUrl: string): boolean =>
  Boolean(process.argv[1]) && fileURLToPath(moduleUrl) === process.argv[1];

/** Runs `measure` when `moduleUrl` is the script being run, and exits with its outcome. */
export function runAlone(moduleUrl: string, measure: () => Promise<unknown>): void {
  if (!isScript(moduleUrl)) return;
  measure().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

/** For a part of another benchmark run alone: says which script prints its figures. */
export function partOf(moduleUrl: string, script: string): void {
  if (isScript(moduleUrl))
    console.log(`这个文件是 ${script} 的一部分，单独运行不出数字：请运行 npx tsx ${script}`);
}
