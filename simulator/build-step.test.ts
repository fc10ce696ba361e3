import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBuildStep } from './build-step';

let cwd: string;
beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'sim-build-'));
  mkdirSync(join(cwd, 'node_modules', 'tool'), { recursive: true });
  // A noisy tool: hundreds of lines, as vite's asset listing.
  writeFileSync(
    join(cwd, 'node_modules', 'tool', 'ok.js'),
    'for (let i = 0; i < 350; i++) console.log(`dist/assets/chunk-${i}.js`);',
  );
  writeFileSync(
    join(cwd, 'node_modules', 'tool', 'fail.js'),
    'console.log("transforming…"); console.error("error: cannot resolve ./missing"); process.exit(1);',
  );
});
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

describe('runBuildStep', () => {
  it('says in two lines what it built, whatever the tool prints', () => {
    const lines: string[] = [];
    expect(
      runBuildStep({ label: '应用', bin: 'tool/ok.js', args: [], cwd, log: (l) => lines.push(l) }),
    ).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('正在构建应用（首次运行需要一点时间）…');
    expect(lines[1]).toMatch(/^应用构建完成（\d+ 秒）$/);
  });

  it("shows the tool's output when the build fails, and a missing tool plainly", () => {
    const lines: string[] = [];
    expect(
      runBuildStep({
        label: '控制面板',
        bin: 'tool/fail.js',
        args: [],
        cwd,
        log: (l) => lines.push(l),
      }),
    ).toBe(false);
    expect(lines.at(-1)).toContain('控制面板构建失败：');
    expect(lines.at(-1)).toContain('error: cannot resolve ./missing');
    const missing: string[] = [];
    expect(
      runBuildStep({
        label: '控制面板',
        bin: 'nothing/here.js',
        args: [],
        cwd,
        log: (l) => missing.push(l),
      }),
    ).toBe(false);
    expect(missing).toEqual([
      `无法构建控制面板：没有找到 ${join(cwd, 'node_modules', 'nothing/here.js')}（先运行 npm install）`,
    ]);
  });
});
