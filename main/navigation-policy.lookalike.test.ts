/** Adversarial cases for where phones may go and what opens outside: look-alike origins and hosts. */
import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_ALLOWLIST,
  isAllowedExternal,
  isAllowedPhoneNavigation,
  resolveAppUrl,
} from './navigation-policy';

const APP = 'http://127.0.0.1:4800';
const API = 'http://127.0.0.1:3900';
const ALLOWED = [APP, API];

describe('isAllowedPhoneNavigation against look-alikes', () => {
  it('refuses origins that start like an allowed one', () => {
    expect(isAllowedPhoneNavigation('http://127.0.0.1:4800.evil.com/app/home', ALLOWED)).toBe(
      false,
    );
    expect(isAllowedPhoneNavigation('http://127.0.0.1:48000/app/home', ALLOWED)).toBe(false);
    expect(isAllowedPhoneNavigation('http://127.0.0.1:4800@evil.com/app/home', ALLOWED)).toBe(
      false,
    );
    expect(isAllowedPhoneNavigation('https://127.0.0.1:4800/app/home', ALLOWED)).toBe(false);
    expect(isAllowedPhoneNavigation(`https://evil.example/?back=${APP}`, ALLOWED)).toBe(false);
  });

  it('allows an https origin when it is the allowed one', () => {
    expect(
      isAllowedPhoneNavigation('https://h5.example.com/app/home', ['https://h5.example.com']),
    ).toBe(true);
  });

  it('refuses non-web schemes even when their opaque origin "null" were listed', () => {
    for (const url of [
      'file:///etc/passwd',
      'data:text/html,<b>x</b>',
      'javascript:alert(1)',
      'about:blank',
    ]) {
      expect(isAllowedPhoneNavigation(url, ['null'])).toBe(false);
    }
  });

  it('refuses what is not a URL and allows nothing with an empty list', () => {
    expect(isAllowedPhoneNavigation('/app/home', ALLOWED)).toBe(false);
    expect(isAllowedPhoneNavigation('', ALLOWED)).toBe(false);
    expect(isAllowedPhoneNavigation(`${APP}/app/home`, [])).toBe(false);
  });
});

describe('resolveAppUrl', () => {
  it('places a bare path under /app/ and a rooted one on the app origin, trimmed', () => {
    expect(resolveAppUrl('  member/center?tab=1  ', APP, ALLOWED)).toBe(
      `${APP}/app/member/center?tab=1`,
    );
    expect(resolveAppUrl('/app/news/monthly', APP, ALLOWED)).toBe(`${APP}/app/news/monthly`);
    expect(resolveAppUrl('/__sim/sms', API, ALLOWED)).toBe(`${API}/__sim/sms`);
  });

  it('takes a full URL in any letter case as it is, when its origin is allowed', () => {
    expect(resolveAppUrl('HTTP://127.0.0.1:4800/app/home', APP, ALLOWED)).toBe(`${APP}/app/home`);
    expect(resolveAppUrl(`${API}/__sim/state`, APP, ALLOWED)).toBe(`${API}/__sim/state`);
  });

  it('treats a colon after the path as part of the path, not as a scheme', () => {
    expect(resolveAppUrl('home?next=http://x', APP, ALLOWED)).toBe(`${APP}/app/home?next=http://x`);
    expect(resolveAppUrl('news/list/2025:12', APP, ALLOWED)).toBe(`${APP}/app/news/list/2025:12`);
  });

  it('refuses input that leaves the allowed origins', () => {
    expect(resolveAppUrl('http://127.0.0.1:4800.evil.com/app/home', APP, ALLOWED)).toBeNull();
    expect(resolveAppUrl('javascript:alert(document.cookie)', APP, ALLOWED)).toBeNull();
    expect(resolveAppUrl('x-custom+1.0:home', APP, ALLOWED)).toBeNull();
    expect(resolveAppUrl('file:///etc/passwd', APP, ALLOWED)).toBeNull();
    expect(resolveAppUrl('', APP, ALLOWED)).toBeNull();
    expect(resolveAppUrl('/app/home', 'https://evil.example', ALLOWED)).toBeNull();
  });
});

describe('isAllowedExternal', () => {
  it('opens each allow-listed documentation host over https', () => {
    expect(EXTERNAL_ALLOWLIST).toEqual(['www.electronjs.org', 'playwright.dev', 'github.com']);
    for (const host of EXTERNAL_ALLOWLIST)
      expect(isAllowedExternal(`https://${host}/docs`)).toBe(true);
  });

  it('refuses hosts that only contain or extend an allowed one', () => {
    expect(isAllowedExternal('https://github.com.evil.example/')).toBe(false);
    expect(isAllowedExternal('https://evil.example/github.com')).toBe(false);
    expect(isAllowedExternal('https://notgithub.com/')).toBe(false);
    expect(isAllowedExternal('https://electronjs.org/')).toBe(false);
    expect(isAllowedExternal('javascript://github.com/%0aalert(1)')).toBe(false);
  });

  it('uses the list it is given instead of the default one', () => {
    expect(isAllowedExternal('https://docs.example.com/a', ['docs.example.com'])).toBe(true);
    expect(isAllowedExternal('https://github.com/', ['docs.example.com'])).toBe(false);
  });
});
