import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export type RouteGeneratorResult = { ok: boolean; output: string };

/**
 * Runs scripts/generate-route-manifest.ts in a Node process of its own: the route table imports the
 * whole app's route modules, which neither Vite's config loader nor a test run should hold, and a
 * fresh process always sees the folders as they are now. `check` compares without writing.
 */
export function runRouteGenerator({ check }: { check: boolean }): Promise<RouteGeneratorResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/generate-route-manifest.ts', ...(check ? ['--check'] : [])],
      { cwd: ROOT, env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.web.json' } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ok: code === 0, output: output.trim() }));
  });
}

/** Generated files are checked, never written, in CI: there a stale checked-in copy is the error. */
export const checkOnly = (): boolean => Boolean(process.env.CI);
