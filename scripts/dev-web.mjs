// `npm run dev:web`: the mock API (port 3900, data in .sim-data/dev-web/) and vite dev of the app, which
// proxies /api-mock to it. Both stop together: on Ctrl-C, or when either one exits.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const API_PORT = process.env.MOCK_API_PORT ?? '3900';
const apiUrl = `http://127.0.0.1:${API_PORT}`;

const children = [
  spawn(
    process.execPath,
    ['--import', 'tsx', 'simulator/api/cli.ts', '--port', API_PORT, '--data', '.sim-data/dev-web'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
  spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      '--config',
      'renderer/vite.config.ts',
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, MOCK_API_URL: apiUrl },
    },
  ),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  // Give them a moment to close their servers, then leave with the first failure's code.
  setTimeout(() => process.exit(code), 1500).unref();
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});
