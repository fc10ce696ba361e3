import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyRead } from '../src/lib/http/first-read-global';
import { startFirstRead, type FirstReadConfig } from './first-read-script';
import { hintRoutePage } from './page-hint-tables';

const CONFIG: FirstReadConfig = {
  apiBase: '/api-mock',
  appVersion: '4.0.0',
  inAppUa: '\\sTaxApp\\/(\\d+(?:\\.\\d+)*)\\s*$',
  tokenKey: 'token',
  global: '__read',
  module: '/app/assets/first-read-X.js',
};
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

type Link = {
  rel: string;
  as?: string;
  href: string;
  attrs: Record<string, string>;
  setAttribute: (k: string, v: string) => void;
};
let links: Link[];
let fetched: { url: string; headers: Record<string, string>; method?: string; body?: string }[];
let stored: string | null;
let body: string;

function page(userAgent: string) {
  vi.stubGlobal('navigator', { userAgent });
  vi.stubGlobal('sessionStorage', { getItem: () => stored });
  vi.stubGlobal('document', {
    createElement: (): Link => {
      const link: Link = {
        rel: '',
        href: '',
        attrs: {},
        setAttribute: (k, v) => (link.attrs[k] = v),
      };
      return link;
    },
    head: { appendChild: (link: Link) => links.push(link) },
  });
  vi.stubGlobal('window', {});
  vi.stubGlobal(
    'fetch',
    (url: string, init: { headers: Record<string, string>; method?: string; body?: string }) => {
      fetched.push({
        url,
        headers: init.headers,
        ...(init.method ? { method: init.method, body: init.body } : {}),
      });
      return Promise.resolve({
        status: 200,
        statusText: 'OK',
        headers: new Headers({ 'content-type': 'application/json' }),
        text: () => Promise.resolve(body),
      });
    },
  );
}

const left = () => (window as unknown as Record<string, EarlyRead | undefined>).__read;

beforeEach(() => {
  links = [];
  fetched = [];
  stored = null;
  body =
    '{"success":true,"data":{"list":[{"cover":"/media/goods/1.png"},{"cover":"/media/goods/2.png"},{"cover":"/media/goods/3.png"}]}}';
});
afterEach(() => vi.unstubAllGlobals());

describe('startFirstRead (inline in index.html)', () => {
  it('sends the read with the headers the app sends, leaves it for the client and hints the client module', async () => {
    page(IPHONE);
    stored = 'tok123';
    startFirstRead('/article/detail/1', CONFIG);
    expect(fetched).toEqual([
      {
        url: '/api-mock/article/detail/1',
        headers: { platform: 'ios', appversion: '4.0.0', token: 'tok123' },
      },
    ]);
    expect(left()).toMatchObject({
      url: '/api-mock/article/detail/1',
      headers: { platform: 'ios', appversion: '4.0.0', token: 'tok123' },
    });
    await expect(left()?.response).resolves.toMatchObject({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(links.map((l) => [l.rel, l.href])).toEqual([
      ['modulepreload', '/app/assets/first-read-X.js'],
    ]);
  });

  it('sends a POST read with its JSON body, and leaves both for the client to compare', () => {
    page(ANDROID);
    startFirstRead('/exam/init', CONFIG, undefined, '{"examId":5,"inviteUserId":null}');
    expect(fetched).toEqual([
      {
        url: '/api-mock/exam/init',
        method: 'POST',
        body: '{"examId":5,"inviteUserId":null}',
        headers: { platform: 'android', appversion: '4.0.0', 'content-type': 'application/json' },
      },
    ]);
    expect(left()).toMatchObject({
      method: 'post',
      body: '{"examId":5,"inviteUserId":null}',
      headers: { platform: 'android', appversion: '4.0.0' },
    });
  });

  it('reads the platform from the UA as the app does, and sends no token when the tab has none', () => {
    page(ANDROID);
    startFirstRead('/qa/detail/2', CONFIG);
    expect(fetched[0]?.headers).toEqual({ platform: 'android', appversion: '4.0.0' });
  });

  it('sends nothing inside the native app, whose session comes over the bridge', () => {
    page(`${IPHONE} TaxApp/4.2.0`);
    startFirstRead('/article/detail/1', CONFIG);
    expect(fetched).toEqual([]);
    expect(left()).toBeUndefined();
  });

  it('hints the first screen’s pictures named in the answer, and only those', async () => {
    page(IPHONE);
    startFirstRead('/integral/goods/list?page=1', CONFIG, {
      list: 'list',
      field: 'cover',
      count: 2,
    });
    await left()?.response;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const images = links.filter((l) => l.as === 'image');
    expect(images.map((l) => [l.rel, l.href, l.attrs.fetchpriority])).toEqual([
      ['preload', '/media/goods/1.png', 'high'],
      ['preload', '/media/goods/2.png', 'high'],
    ]);
  });

  it('hints nothing from an answer that is not the list it expects', async () => {
    page(IPHONE);
    body = '<html>bad gateway</html>';
    startFirstRead('/integral/goods/list?page=1', CONFIG, {
      list: 'list',
      field: 'cover',
      count: 2,
    });
    await left()?.response;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(links.filter((l) => l.as === 'image')).toEqual([]);
  });
});

describe('a first read filled from the address’s query (page tables, then this script)', () => {
  /** The URL the inline script fetches for `search` on a route whose read is `read`. */
  const fetchedFor = (read: string, search: string): string | undefined => {
    page(IPHONE);
    fetched = [];
    hintRoutePage(
      { routes: [['/article/preview', 0, read]], files: ['page'], imports: [[]] },
      ['article', 'preview'],
      '/app/assets/',
      (path) => startFirstRead(path, CONFIG),
      search,
    );
    return fetched[0]?.url;
  };

  it('is byte for byte the URL the app’s axios client builds from the same values', () => {
    for (const token of ['Abc12345', 'a b:c,$中&=?/#', "!'()~*+"]) {
      const search = `?${new URLSearchParams({ token })}`;
      expect(fetchedFor('/article/preview{?token}', search), token).toBe(
        axios.getUri({ baseURL: CONFIG.apiBase, url: '/article/preview', params: { token } }),
      );
    }
    expect(fetchedFor('/goods/list?page=1{&sort,q}', '?q=a%20b&sort=new')).toBe(
      axios.getUri({
        baseURL: CONFIG.apiBase,
        url: '/goods/list?page=1',
        params: { sort: 'new', q: 'a b' },
      }),
    );
  });

  it('is not sent while a named parameter is absent', () => {
    expect(fetchedFor('/article/preview{?token}', '?id=4')).toBeUndefined();
    expect(left()).toBeUndefined();
  });
});
