import { describe, expect, it } from 'vitest';
import { appSplashHtml } from './web-floor';

describe('the floor page’s splash', () => {
  it("is the app's own, as renderer/index.html paints it before any script", () => {
    const splash = appSplashHtml();
    expect(splash).toContain('role="status"');
    expect(splash).toContain('税务通');
    expect(splash).toContain('财税人的知识助手');
    expect(splash).not.toContain('<script');
  });

  it('refuses a page without one, rather than measuring a floor that paints nothing', () => {
    expect(() =>
      appSplashHtml(
        '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>',
      ),
    ).toThrow('no splash');
  });
});
