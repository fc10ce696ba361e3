import { describe, expect, it } from 'vitest';
import { outcomeLine, replayTargets } from './replay-cli';

describe('replayTargets', () => {
  it('runs every device in every mode it has (desktops only in the browser)', () => {
    expect(replayTargets('xiaomi-14,desktop-chrome-windows', 'app,browser')).toEqual([
      { device: 'xiaomi-14', mode: 'app' },
      { device: 'xiaomi-14', mode: 'browser' },
      { device: 'desktop-chrome-windows', mode: 'browser' },
    ]);
  });

  it('refuses an unknown mode or device, and a list with nothing to run, in Chinese', () => {
    expect(() => replayTargets('xiaomi-14', 'app,tablet')).toThrow(/--mode 只能是/);
    expect(() => replayTargets('no-such-phone', 'app')).toThrow();
    expect(() => replayTargets('desktop-chrome-windows', 'app')).toThrow(/没有可回放的手机/);
  });
});

describe('outcomeLine', () => {
  it('says passed, or the step that failed with the error and the screenshot', () => {
    const base = { device: 'xiaomi-14', mode: 'app' as const, durationMs: 12_340 };
    expect(
      outcomeLine({ ...base, passed: true, failedStep: null, error: null, screenshot: null }),
    ).toBe('✓ 小米 14 App 内：通过（12.3 秒）');
    expect(
      outcomeLine({
        ...base,
        passed: false,
        failedStep: '确认订单',
        error: 'Error: timeout',
        screenshot: '/r/x.png',
      }),
    ).toBe(
      '✗ 小米 14 App 内：「确认订单」这一步失败（12.3 秒）\n    Error: timeout\n    截图：/r/x.png',
    );
  });
});
