/**
 * Comments, test names and docs must be followable from the repository alone. A numbered section of
 * the product's original specification or an issue number points outside it, where a new engineer
 * cannot follow; the product's rules are in docs/product.md, cited by section name:
 * `(docs/product.md「会员」)`. This test lists every tracked file:line that still cites one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '..');

/**
 * What counts as an outside citation. Written with escapes so that this file does not match itself:
 * `\u00a7` is the section sign.
 */
const OUTSIDE_CITATIONS: readonly RegExp[] = [
  /\bspec \u00a7/i, // a spec section: "spec" then the section sign
  /\u00a7\s?\d/, // a bare numbered section
  /\bissues? #?\d/i, // an issue number, one or several
];

/** Tracked text files: binaries (a NUL byte) have no comments to read. */
function trackedTextFiles(): { path: string; text: string }[] {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  const files: { path: string; text: string }[] = [];
  for (const path of paths) {
    let buffer: Buffer;
    try {
      buffer = readFileSync(resolve(REPO, path));
    } catch {
      continue; // deleted in the working tree, not yet in the index
    }
    if (buffer.includes(0)) continue;
    files.push({ path, text: buffer.toString('utf8') });
  }
  return files;
}

/** Every `file:line: text` that cites a spec section or an issue number. */
function outsideCitations(files: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    text.split('\n').forEach((line, i) => {
      if (OUTSIDE_CITATIONS.some((re) => re.test(line))) {
        found.push(`${path}:${i + 1}: ${line.trim()}`);
      }
    });
  }
  return found;
}

describe('no citation of what lies outside the repository', () => {
  it('finds the kinds of citation it is meant to', () => {
    const samples = [
      'the guard (spec \u00a72)',
      'as \u00a79 says',
      // split so that these lines are no citations themselves
      '(issue' + ' 13.5)',
      '(issues' + ' 18, 21)',
      '// Issue' + ' #21: …',
    ];
    const files = samples.map((text, i) => ({ path: `sample-${i}.ts`, text }));
    expect(outsideCitations(files)).toHaveLength(samples.length);
    expect(
      outsideCitations([
        { path: 'ok.ts', text: '(docs/product.md「会员」) an issue of the monthly news' },
      ]),
    ).toEqual([]);
  });

  it('finds none in the tracked source and docs', () => {
    const found = outsideCitations(trackedTextFiles());
    expect(found, `cite docs/product.md「<section>」 instead:\n${found.join('\n')}`).toEqual([]);
  });
});
