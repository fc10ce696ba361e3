import { describe, expect, it } from 'vitest';
import { isAllowedExternal, isAllowedPhoneNavigation, resolveAppUrl } from './navigation-policy';

const APP = 'http://127.0.0.1:4800';
const API = 'http://127.0.0.1:3900';

describe('phone navigation policy', () => {
  it('allows the app and API origins only', () => {
    expect(isAllowedPhoneNavigation(`${APP}/app/home`, [APP, API])).toBe(true);
    expect(isAllowedPhoneNavigation(`${API}/__sim/sms`, [APP, API])).toBe(true);
    expect(isAllowedPhoneNavigation('http://127.0.0.1:4801/app/home', [APP, API])).toBe(false);
    expect(isAllowedPhoneNavigation('https://www.example.com/', [APP, API])).toBe(false);
    expect(isAllowedPhoneNavigation('file:///etc/passwd', [APP, API])).toBe(false);
    expect(isAllowedPhoneNavigation('javascript:alert(1)', [APP, API])).toBe(false);
  });

  it('resolves URL-bar input against the app', () => {
    expect(resolveAppUrl('/app/home?from=qa', APP, [APP])).toBe(`${APP}/app/home?from=qa`);
    expect(resolveAppUrl('calculator', APP, [APP])).toBe(`${APP}/app/calculator`);
    expect(resolveAppUrl(`${APP}/app/qa/content`, APP, [APP])).toBe(`${APP}/app/qa/content`);
    expect(resolveAppUrl('https://evil.example/app/home', APP, [APP])).toBeNull();
    expect(resolveAppUrl('   ', APP, [APP])).toBeNull();
  });

  it('opens only allow-listed https pages externally', () => {
    expect(isAllowedExternal('https://playwright.dev/docs/intro')).toBe(true);
    expect(isAllowedExternal('http://playwright.dev/docs/intro')).toBe(false);
    expect(isAllowedExternal('https://playwright.dev.evil.example/')).toBe(false);
    expect(isAllowedExternal('not a url')).toBe(false);
  });
});
