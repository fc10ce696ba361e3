import { describe, expect, it } from 'vitest';
import {
  AREA_PAGES,
  areaTable,
  benchPhone,
  selectAreaPages,
  smsLogin,
  type AreaRow,
} from './web-area-pages';
import type { LighthouseRun } from './web-lighthouse';

const urls = (wanted: string | undefined) => selectAreaPages(wanted).map((p) => p.url);

describe('selectAreaPages (WEB_BENCH_PAGES)', () => {
  it('measures every area page when unset, blank or `all`', () => {
    const every = AREA_PAGES.map((p) => p.url);
    expect(urls(undefined)).toEqual(every);
    expect(urls('  ')).toEqual(every);
    expect(urls('all')).toEqual(every);
  });

  it('keeps the pages whose URL holds one of the comma-separated parts', () => {
    expect(urls('delivery')).toEqual(['/app/delivery']);
    expect(urls('exam/answer')).toEqual(['/app/exam/answer?examId=5']);
    expect(urls(' delivery , exam ')).toEqual([
      '/app/delivery',
      '/app/exam?examId=5',
      '/app/exam/answer?examId=5',
    ]);
  });

  it('selects none for a landing-page filter', () => {
    expect(urls('article/share,qa')).toEqual([]);
  });
});

describe('benchPhone', () => {
  it('gives distinct valid mainland phones', () => {
    const phones = [1, 2, 3].map(benchPhone);
    expect(new Set(phones).size).toBe(3);
    for (const phone of phones) expect(phone).toMatch(/^1[3-9]\d{9}$/);
  });
});

describe('areaTable', () => {
  const run = (score: number, tbtMs: number): LighthouseRun => ({
    score,
    accessibility: 100,
    lcpMs: 1500,
    tbtMs,
    cls: 0,
    benchmarkIndex: 1000,
  });
  const page = AREA_PAGES[0];
  if (!page) throw new Error('no area page');

  it('prints the median score against the goal, its runs, weight and TBT over the floor page', () => {
    const rows: AreaRow[] = [
      {
        page,
        weight: { files: ['a.js', 'b.js'], gzipBytes: 2048 },
        runs: [run(96, 100), run(90, 300), run(97, 200)],
      },
    ];
    const [header, line] = areaTable(rows, [run(100, 100)]);
    expect(header).toContain('JS gzip');
    expect(header).not.toContain('× React');
    expect(line).toContain('2.0 KB');
    expect(line).toContain('96 ✓≥95（96、90、97）');
    expect(line).toContain('200 ms');
    expect(line).toContain('2.00× ✗≤1.5');
  });

  it('says so instead of a ratio when the floor page blocked for 0 ms', () => {
    const rows: AreaRow[] = [{ page, weight: { files: [], gzipBytes: 0 }, runs: [run(96, 20)] }];
    expect(areaTable(rows, [run(99, 0)])[1]).toContain('— ✗（下限页 0 ms）');
  });

  it('prints dashes for a page not measured by Lighthouse', () => {
    const [, line] = areaTable([{ page, weight: { files: [], gzipBytes: 0 }, runs: [] }], []);
    expect(line).toMatch(/\| — +\|/);
  });
});

describe('each area page’s user state, prepared through the mock API', () => {
  it('signs a fresh user in by SMS and prepares the state with the API’s own endpoints', async () => {
    const { createApiServer } = await import('../simulator/api/server');
    const api = await createApiServer();
    const apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const [i, page] of AREA_PAGES.entries()) {
        const token = await smsLogin(apiUrl, benchPhone(9_000 + i));
        expect(token).not.toBe('');
        await page.prepare(async (method, path, body) => {
          const response = await fetch(`${apiUrl}${path}`, {
            method,
            headers: { token, 'content-type': 'application/json' },
            body: JSON.stringify(body ?? {}),
          });
          const envelope = (await response.json()) as { success: boolean; msg: string };
          expect(envelope, `${page.url}: ${method} ${path}`).toMatchObject({ success: true });
          return envelope;
        });
      }
    } finally {
      await api.close();
    }
  }, 120_000);
});
