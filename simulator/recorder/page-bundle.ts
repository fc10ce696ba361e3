/**
 * The recorder's page script as one string for `addInitScript`: page/record-page.ts and what it
 * imports (the accessible-name library), bundled once per process with esbuild.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

let bundled: Promise<string> | null = null;

export function recorderPageScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('./page/record-page.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'chrome100',
    minify: true,
    legalComments: 'none',
  }).then((result) => result.outputFiles[0]!.text);
  return bundled;
}
