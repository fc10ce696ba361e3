import { describe, expect, it } from 'vitest';
import type { ResolvedRoute } from '@/lib/routing/route-record';
import { decideGuard, pcRedirectUrl, type GuardContext } from './guard';
import { routes } from './route-table';

const PC = 'https://pc.example.com';
const byPath = (fullPath: string) => {
  const route = routes.find((r) => r.fullPath === fullPath);
  if (!route) throw new Error(`no route ${fullPath}`);
  return route;
};
const ctx = (overrides: Partial<GuardContext> = {}): GuardContext => ({
  mobile: true,
  hasUser: false,
  params: {},
  search: '',
  pcSiteUrl: PC,
  ...overrides,
});

describe('pcRedirectUrl: PC site, path, params, query', () => {
  it('joins the PC site, pcUrl, each param as a segment and the query', () => {
    expect(
      pcRedirectUrl(
        PC,
        byPath('/article/detail/:id') as ResolvedRoute & { pcUrl: string },
        { id: '123' },
        '?from=share',
      ),
    ).toBe('https://pc.example.com/articles/123?from=share');
  });
  it('joins several query pairs with & and leaves out ? without a query', () => {
    const qa = byPath('/qa/detail/:id') as ResolvedRoute & { pcUrl: string };
    expect(pcRedirectUrl(PC, qa, { id: '7' }, '?a=1&b=2')).toBe(
      'https://pc.example.com/taxcircle/7?a=1&b=2',
    );
    expect(pcRedirectUrl(`${PC}/`, qa, { id: '7' }, '')).toBe('https://pc.example.com/taxcircle/7');
  });
  it('skips an absent optional param', () => {
    const personal = byPath('/v2/article/personal/:id?') as ResolvedRoute & { pcUrl: string };
    expect(pcRedirectUrl(PC, personal, {}, '')).toBe(
      'https://pc.example.com/create/detail/article',
    );
    expect(pcRedirectUrl(PC, personal, { id: '5' }, '')).toBe(
      'https://pc.example.com/create/detail/article/5',
    );
  });
});

describe('decideGuard: redirect, then login, then title', () => {
  const article = byPath('/article/detail/:id');
  const home = byPath('/home');
  const needsLogin: ResolvedRoute = {
    ...home,
    fullPath: '/secret',
    name: 'Secret',
    title: '会员专享',
    auth: true,
  };

  it('sends a desktop on a route with a pcUrl to the PC site', () => {
    expect(
      decideGuard(article, ctx({ mobile: false, params: { id: '9' }, search: '?x=1' })),
    ).toEqual({
      kind: 'redirect',
      url: 'https://pc.example.com/articles/9?x=1',
    });
  });
  it('keeps a desktop on a route without a pcUrl', () => {
    expect(decideGuard(home, ctx({ mobile: false }))).toEqual({ kind: 'proceed', title: '首页' });
  });
  it('keeps a phone on a route with a pcUrl, titled by the route', () => {
    expect(decideGuard(article, ctx({ params: { id: '9' } }))).toEqual({
      kind: 'proceed',
      title: '文章详情',
    });
  });
  it('asks an anonymous user to log in on a login-required route', () => {
    expect(decideGuard(needsLogin, ctx())).toEqual({ kind: 'login' });
    expect(decideGuard(needsLogin, ctx({ hasUser: true }))).toEqual({
      kind: 'proceed',
      title: '会员专享',
    });
  });
  it('lets every route of the table through for an anonymous phone user (no route requires login)', () => {
    const blocked = routes.filter((r) => decideGuard(r, ctx()).kind !== 'proceed');
    expect(blocked).toEqual([]);
  });
});
