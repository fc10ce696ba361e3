import { describe, expect, it, vi } from 'vitest';
import { launchChromium, MISSING_CHROMIUM } from './chromium';

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

describe('launchChromium without a browser on the machine', () => {
  it('says in Chinese how to install one instead of Playwright’s download hint', async () => {
    const launch = vi.fn(() =>
      Promise.reject(
        new Error(
          "browserType.launch: Executable doesn't exist at /root/.cache/ms-playwright/chromium-1200/chrome",
        ),
      ),
    );
    await expect(launchChromium({}, launch, '/nonexistent/chromium')).rejects.toThrow(
      MISSING_CHROMIUM,
    );
    expect(launch).toHaveBeenCalledWith(expect.objectContaining({ executablePath: undefined }));
  });

  it('passes any other launch failure on unchanged', async () => {
    const launch = vi.fn(() =>
      Promise.reject(new Error('Target page, context or browser has been closed')),
    );
    await expect(launchChromium({}, launch, '/nonexistent/chromium')).rejects.toThrow(
      'Target page, context or browser has been closed',
    );
  });
});
