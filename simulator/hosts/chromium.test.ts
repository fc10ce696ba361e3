import { describe, expect, it, vi } from 'vitest';
import { launchChromium } from './chromium';

// Real Chromium on a shared 2-core machine: a slow launch is not a failure.
vi.setConfig({ testTimeout: 60_000 });

describe('launchChromium', () => {
  it('speaks Chinese even where no context sets a locale (the panel, a translate prompt on headed windows)', async () => {
    const browser = await launchChromium();
    try {
      const page = await (await browser.newContext()).newPage();
      expect(await page.evaluate('navigator.languages')).toEqual(['zh-CN', 'zh']);
    } finally {
      await browser.close();
    }
  });
});
