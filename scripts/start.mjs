// `npm start`: the Electron host when its binary is there, else the Chromium simulator, saying why.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from './electron-binary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

let current = null;
// Ctrl-C in a terminal reaches the child directly (same process group): wait for it to stop.
process.on('SIGINT', () => {
  if (!current || current.exitCode !== null) process.exit(130);
});
// A TERM or HUP sent to this script alone is passed on; the script leaves when the child has stopped.
for (const signal of ['SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (current && current.exitCode === null) current.kill(signal);
    else process.exit(1);
  });
}

/**
 * Runs a build quietly: one line before and after, the tool's output only when it fails (a full
 * listing of every asset is hundreds of lines). Resolves with its exit code.
 */
function build(label, args) {
  console.log(`正在构建${label}…`);
  return new Promise((resolve) => {
    const child = spawn(npx, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    current = child;
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (status !== 0)
        console.error(
          `${label}构建失败：\n${Buffer.concat(output).toString().trimEnd().split('\n').slice(-40).join('\n')}`,
        );
      resolve(status);
    });
    child.on('error', (error) => {
      console.error(`${label}构建失败：${error.message}`);
      resolve(1);
    });
  });
}

/** Runs a command with inherited stdio; resolves with its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    current = child;
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

const extra = process.argv.slice(2);
const found = findElectronBinary(root);
if ('path' in found) {
  const built = await build('模拟器（控制面板与 Electron 主进程）', ['electron-vite', 'build']);
  if (built !== 0) process.exit(built);
  // The phones load the built app from the static server (SIM_WEB_URL points them at vite dev instead).
  if (!process.env.SIM_WEB_URL && !existsSync(join(root, 'dist/web/index.html'))) {
    const web = await build('应用（dist/web）', [
      'vite',
      'build',
      '--config',
      'renderer/vite.config.ts',
    ]);
    if (web !== 0) process.exit(web);
  }
  process.exit(await run(found.path, ['.', ...extra]));
} else {
  console.log(`${found.reason}，改用 Chromium 模拟器：npm run sim`);
  // What `npm run sim` runs, without npm in between, so signals reach the simulator itself.
  process.exit(await run(process.execPath, ['--import', 'tsx', 'simulator/cli.ts', ...extra]));
}
