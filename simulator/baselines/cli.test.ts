import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBaselineRun, parseBaselineArgs } from './cli';

const cwd = mkdtempSync(join(tmpdir(), 'baselines-cli-'));
writeFileSync(
  join(cwd, 'pages.json'),
  JSON.stringify([
    { name: 'home', path: '/app/home' },
    { name: 'mine', path: '/app/mine' },
  ]),
);

describe('the baseline command line', () => {
  it('is a baseline run with --baseline or --compare, not otherwise', () => {
    expect(isBaselineRun(['--baseline', 'shots/'])).toBe(true);
    expect(isBaselineRun(['--compare', 'shots/'])).toBe(true);
    expect(isBaselineRun(['--screenshot', 'shots/'])).toBe(false);
  });

  it('--baseline with the default pages; the report goes under the folder', () => {
    const parsed = parseBaselineArgs(
      ['--baseline', 'shots', '--devices', 'iphone-se:browser'],
      cwd,
    );
    expect(parsed).toMatchObject({
      write: true,
      dir: join(cwd, 'shots'),
      reportDir: join(cwd, 'shots/report'),
      budget: undefined,
    });
    expect(parsed.pages.map((p) => p.name)).toContain('home');
    expect(parsed.targets.map((t) => t.key)).toEqual(['iphone-se-browser']);
  });

  it('--compare with a page list, --only and a budget', () => {
    const parsed = parseBaselineArgs(
      ['--compare', 'shots', '--devices', 'pixel-8:app', '--pages', 'pages.json', '--only', 'mine'],
      cwd,
    );
    expect(parsed.write).toBe(false);
    expect(parsed.pages).toEqual([{ name: 'mine', path: '/app/mine', masks: [] }]);
    expect(
      parseBaselineArgs(['--compare', 's', '--devices', 'pixel-8:app', '--budget', '0.01'], cwd)
        .budget,
    ).toBe(0.01);
  });

  it('says in Chinese what is wrong', () => {
    const parse =
      (...argv: string[]) =>
      () =>
        parseBaselineArgs(argv, cwd);
    expect(parse('--baseline', 'a', '--compare', 'b', '--devices', 'pixel-8:app')).toThrow(
      '--baseline（写基线）和 --compare（对比）只能选一个',
    );
    expect(parse('--baseline', 'a')).toThrow('缺少 --devices');
    expect(parse('--baseline', 'a', '--devices', 'pixel-8')).toThrow('应写成「设备:模式」');
    expect(parse('--baseline', 'a', '--devices', 'pixel-8:app', '--only', 'nope')).toThrow(
      '--only 中的页面不在列表里：nope；可选：home',
    );
    expect(parse('--compare', 'a', '--devices', 'pixel-8:app', '--budget', '5')).toThrow(
      '--budget 应是 0 到 1 之间的数，收到：5',
    );
  });
});
