// `npm start`: the Electron host when its binary is there, else the Chromium simulator, saying why.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from './electron-binary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Runs a command with inherited stdio; resolves with its exit code. Ctrl-C reaches it directly. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
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
  const built = await run(npx, ['electron-vite', 'build']);
  if (built !== 0) process.exit(built);
  process.exit(await run(found.path, ['.', ...extra]));
} else {
  console.log(`${found.reason}，改用 Chromium 模拟器：npm run sim`);
  process.exit(await run(npm, ['run', 'sim', ...(extra.length ? ['--', ...extra] : [])]));
}
