/**
 * A build the simulator runs for itself (the app, the control panel), quietly: one line when it
 * starts and one when it ends, and the tool's own output only when it fails. A first `npm start`
 * would otherwise print hundreds of lines of asset listings.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Options of {@link runBuildStep}. */
export type BuildStep = {
  /** What is built, as QA reads it (应用, 控制面板). */
  label: string;
  /** A script under the project's node_modules, e.g. `vite/bin/vite.js`. */
  bin: string;
  args: string[];
  cwd: string;
  /** Where the output goes (console.log in the CLI). */
  log: (line: string) => void;
};

/** Runs the build; resolves whether it succeeded. Failed output is shown (its last 40 lines). */
export function runBuildStep({ label, bin, args, cwd, log }: BuildStep): boolean {
  const script = join(cwd, 'node_modules', bin);
  if (!existsSync(script)) {
    log(`无法构建${label}：没有找到 ${script}（先运行 npm install）`);
    return false;
  }
  log(`正在构建${label}（首次运行需要一点时间）…`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status === 0) {
    log(`${label}构建完成（${Math.round((Date.now() - started) / 1000)} 秒）`);
    return true;
  }
  const output =
    `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `\n${result.error.message}` : ''}`
      .trimEnd()
      .split('\n');
  log(`${label}构建失败：\n${output.slice(-40).join('\n')}`);
  return false;
}
