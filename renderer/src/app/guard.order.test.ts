/**
 * The guard's order (docs/product.md「首页与导航」): the desktop redirect comes before the login
 * check, which comes before the title; and the PC URL drops params that are absent or empty.
 */
import { describe, expect, it } from 'vitest';
import type { ResolvedRoute } from '@/lib/routing/route-record';
import { decideGuard, pcRedirectUrl, type GuardContext } from './guard';

const PC = 'https://pc.example.com';
const route = (extra: Partial<ResolvedRoute>): ResolvedRoute => ({
  path: '/x',
  fullPath: '/x',
  name: 'X',
  title: '页面',
  auth: false,
  keepAlive: false,
  skeleton: false,
  ...extra,
});
const ctx = (overrides: Partial<GuardContext> = {}): GuardContext => ({
  mobile: true,
  hasUser: false,
  params: {},
  search: '',
  pcSiteUrl: PC,
  ...overrides,
});

/** A route that both has a PC page and requires login: only the order decides. */
const vipArticle = route({
  fullPath: '/vip/article/:id',
  title: '会员文章',
  auth: true,
  pcUrl: '/vip/articles',
});

describe('decideGuard order', () => {
  it('sends an anonymous desktop to the PC site before asking it to log in', () => {
    expect(
      decideGuard(vipArticle, ctx({ mobile: false, params: { id: '8' }, search: '?a=1' })),
    ).toEqual({
      kind: 'redirect',
      url: 'https://pc.example.com/vip/articles/8?a=1',
    });
  });

  it('sends a logged-in desktop to the PC site too', () => {
    expect(
      decideGuard(vipArticle, ctx({ mobile: false, hasUser: true, params: { id: '8' } })),
    ).toEqual({
      kind: 'redirect',
      url: 'https://pc.example.com/vip/articles/8',
    });
  });

  it('asks an anonymous phone to log in before titling the page', () => {
    expect(decideGuard(vipArticle, ctx({ params: { id: '8' } }))).toEqual({ kind: 'login' });
  });

  it('titles the page for a phone with user info', () => {
    expect(decideGuard(vipArticle, ctx({ hasUser: true }))).toEqual({
      kind: 'proceed',
      title: '会员文章',
    });
  });

  it('asks a desktop to log in on a login-required route without a PC page', () => {
    expect(decideGuard(route({ auth: true }), ctx({ mobile: false }))).toEqual({ kind: 'login' });
  });

  it('treats an empty pcUrl as no PC page', () => {
    expect(decideGuard(route({ pcUrl: '' }), ctx({ mobile: false }))).toEqual({
      kind: 'proceed',
      title: '页面',
    });
  });
});

describe('pcRedirectUrl', () => {
  const optional = route({
    fullPath: '/v2/article/detail/:id?',
    pcUrl: '/articles',
  }) as ResolvedRoute & { pcUrl: string };

  it('skips an empty or absent param instead of leaving an empty segment', () => {
    expect(pcRedirectUrl(PC, optional, { id: '' }, '')).toBe('https://pc.example.com/articles');
    expect(pcRedirectUrl(PC, optional, { id: undefined }, '?from=app')).toBe(
      'https://pc.example.com/articles?from=app',
    );
  });

  it('joins the PC site and pcUrl with exactly one slash, whatever either carries', () => {
    const bare = { ...optional, pcUrl: 'articles' };
    const slashed = { ...optional, pcUrl: '//articles' };
    expect(pcRedirectUrl('https://pc.example.com//', bare, { id: '1' }, '')).toBe(
      'https://pc.example.com/articles/1',
    );
    expect(pcRedirectUrl(PC, slashed, { id: '1' }, '')).toBe('https://pc.example.com/articles/1');
    const nested = { ...optional, pcUrl: 'create/detail/article' };
    expect(pcRedirectUrl(PC, nested, { id: '5' }, '')).toBe(
      'https://pc.example.com/create/detail/article/5',
    );
  });
});
