import { describe, expect, it } from 'vitest';
import { deepLinkTarget } from './deep-link';

const WEB = 'http://127.0.0.1:4800';

describe('deepLinkTarget', () => {
  it('opens the app scheme at the route, with its query', () => {
    expect(deepLinkTarget('taxapp://calculator?from=sms', WEB, 'app')).toBe(
      `${WEB}/app/calculator?from=sms`,
    );
    expect(deepLinkTarget('taxapp://news/12', WEB, 'app')).toBe(`${WEB}/app/news/12`);
    expect(deepLinkTarget('taxapp:///app/home', WEB, 'app')).toBe(`${WEB}/app/home`);
  });

  it('opens universal links and paths on the app origin in either mode', () => {
    expect(deepLinkTarget(`${WEB}/app/home#top`, WEB, 'browser')).toBe(`${WEB}/app/home#top`);
    expect(deepLinkTarget('/app/calculator', WEB, 'app')).toBe(`${WEB}/app/calculator`);
  });

  it('refuses the scheme in the browser and links elsewhere', () => {
    expect(() => deepLinkTarget('taxapp://home', WEB, 'browser')).toThrow('没有安装 App');
    expect(() => deepLinkTarget('https://example.com/app/home', WEB, 'app')).toThrow('只能打开');
    expect(() => deepLinkTarget(`${WEB}/panel/`, WEB, 'app')).toThrow('只能打开');
  });
});
