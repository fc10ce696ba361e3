import { describe, expect, it } from 'vitest';
import type { AuditResult } from '../host-contract/audit';
import type { Comparison } from './compare';
import { reportHtml, type ReportEntry } from './report-html';

const comparison = (over: Partial<Comparison> = {}): Comparison => ({
  pass: true,
  changedPixels: 0,
  totalPixels: 1000,
  changedShare: 0,
  budget: 0.002,
  sizeMismatch: null,
  region: null,
  diff: null,
  ...over,
});

const audit: AuditResult = {
  url: 'http://x/app/home',
  at: 0,
  passes: 40,
  incomplete: 0,
  violations: [
    {
      id: 'color-contrast',
      impact: 'serious',
      help: '元素必须有足够的颜色对比度',
      description: '',
      helpUrl: '',
      nodes: [{ target: ['.a'], html: '<b>', failureSummary: '' }],
    },
  ],
};

const entry = (over: Partial<ReportEntry> = {}): ReportEntry => ({
  targetKey: 'iphone-14-app',
  targetLabel: 'iPhone 14（iphone-14，App 内）',
  pageName: 'home',
  pagePath: '/app/home',
  images: {
    baseline: 'iphone-14-app/home.baseline.png',
    now: 'iphone-14-app/home.now.png',
    diff: 'iphone-14-app/home.diff.png',
  },
  size: { width: 200, height: 400 },
  comparison: comparison(),
  audit: null,
  failures: [],
  ...over,
});

const html = (entries: ReportEntry[]) =>
  reportHtml({ title: '截图基线对比报告', createdAt: new Date('2026-03-02T02:00:00Z'), entries });

describe('reportHtml', () => {
  it('one self-contained page: no script, no outside style; pictures beside it by relative path', () => {
    const page = html([entry()]);
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).not.toMatch(/<script|<link|https?:\/\//);
    for (const file of ['home.baseline.png', 'home.now.png', 'home.diff.png'])
      expect(page).toContain(`src="iphone-14-app/${file}"`);
    expect(page).toContain('1 张截图，全部通过');
  });

  it('groups by phone, and says per page pass or fail with the share and the messages', () => {
    const failed = entry({
      targetKey: 'pixel-8-app',
      targetLabel: 'Google Pixel 8（pixel-8，App 内）',
      pageName: 'calculator',
      comparison: comparison({ pass: false, changedShare: 0.0123 }),
      failures: ['「calculator」……刷新这张基线：npm run baselines:update'],
    });
    const page = html([entry(), failed]);
    expect(page).toContain('<h2>iPhone 14（iphone-14，App 内）</h2>');
    expect(page).toContain('<h2>Google Pixel 8（pixel-8，App 内）</h2>');
    expect(page).toContain('2 张截图，1 张未通过');
    expect(page).toMatch(/class="entry fail" data-target="pixel-8-app" data-page="calculator"/);
    expect(page).toContain('未通过 · calculator（/app/home）· 变化 1.230 %');
    expect(page).toContain('<li>「calculator」……刷新这张基线：npm run baselines:update</li>');
  });

  it('outlines the changed region of a failed page over "now" and "difference", in per cent', () => {
    const region = { x: 0, y: 100, width: 200, height: 4 };
    const page = html([
      entry({ comparison: comparison({ pass: false, region }), failures: ['x'] }),
    ]);
    const boxes = page.match(/<div class="region"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toContain('data-region="0,100,200,4"');
    expect(boxes[0]).toContain('left:0.000%;top:25.000%;width:100.000%;height:1.000%');
    // A passing page's few changed pixels are not outlined.
    expect(html([entry({ comparison: comparison({ region }) })])).not.toContain('class="region"');
  });

  it('a missing baseline shows an empty slot; the audit lists violations with their impact', () => {
    const page = html([
      entry({ images: { baseline: null, now: 'a.png', diff: null }, comparison: null, audit }),
    ]);
    expect(page).toContain('<div class="missing">无</div><figcaption>基线</figcaption>');
    expect(page).toContain('· 无基线');
    expect(page).toContain(
      '<li class="impact-serious">serious · color-contrast · 元素必须有足够的颜色对比度（1 处）</li>',
    );
    expect(html([entry({ audit: { ...audit, violations: [] } })])).toContain(
      '没有问题，40 条规则通过',
    );
  });

  it('escapes what comes from pages and files', () => {
    const page = html([entry({ pagePath: '/app/x?a=1&b=<i>', failures: ['<img onerror=x>'] })]);
    expect(page).toContain('/app/x?a=1&amp;b=&lt;i&gt;');
    expect(page).toContain('&lt;img onerror=x&gt;');
    expect(page).not.toContain('<img onerror');
  });
});
