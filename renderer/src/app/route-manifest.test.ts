import { describe, expect, it } from 'vitest';
import { ROUTE_MANIFEST } from '@/contracts/route-manifest';
import { routes, SKELETON_ROUTE_NAMES } from './route-table';
import { toManifestEntry } from './route-manifest-entry';

/**
 * Every path of the product's original route list (children of /questionnaire, /integral and
 * /material resolved).
 */
const SPEC_PATHS =
  `/ /home /invite /poster /register /register/gujiao /app/download /download /empty /test
/article/detail/:id /article/empty /article/empty/h5 /article/share/:id /article/preview /pdf/:url
/v1/article/detail/:id /v1/article/share/:id /v1/article/word /v2/article/detail/:id? /v2/article/share/:id?
/v2/article/word /v2/article/personal/app/:id? /v2/article/personal/:id? /v3/article/detail/:id?
/v3/article/personal/app/:id? /v3/article/preview /calculator /calculator/wage/month/:form
/calculator/wage/year/:form /calculator/awards/year/:form /calculator/awards/service/:form
/calculator/awards/recoup/:form /calculator/detail/list/:form /city /agreement /cecurity /complain
/qa/detail/:id /qa/detail/h5/:id /qa/content /qa/edit/:id /qa/edit/history/:id /v1/qa/content /v1/qa/detail/h5/:id
/topic/detail/h5/:id /news/monthly /news/list/:id /news/detail/:id /news/list/h5/:id /news/detail/h5/:id
/member/center /member/apply /firm/apply /member/welfare /member/welfare/h5 /v2/member/center /v2/member/apply
/v2/member/ios/apply /member/month /v3/member/center /v3/member/rights /activity/:id /exchange /exchange/by/mobile
/member/card/:id? /publicize /essay /rescue /rescue/apply /rescue/success /consult /channel/coin /channel/success
/throughtrain /delivery /contribute/draft /contribute/add/:id? /contribute/detail/:id /material /material/add/:id?
/live/publicize /live/list /live/cloud /live/detail/:id /v1/live/publicize /v1/live/list /v1/live/cloud
/v1/live/detail/:id /v2/live/detail/:id /v3/live/detail/:id /live/series/detail/:id /live/series/v3/detail/:id
/questionnaire /questionnaire/mng /questionnaire/list /questionnaire/result /questionnaire/invite
/questionnaire/reflect /questionnaire/rules /questionnaire/price /questionnaire/rank /questionnaire/connect
/questionnaire/getprice /questionnaire/bank /questionnaire/know /questionnaire/tools /questionnaire/logs
/integral /integral/mall /integral/detail /integral/order /integral/exchange /integral/record /integral/iec/detail
/integral/iec/express /integral/exchange/:id /integral/success /docs`.split(/\s+/);

/** Routes the app adds beyond that list (docs/product.md「首页与导航」): the account page, the points bill,
 * 我的优惠券, 我的订单 and an order's payment result and detail, the exam screens. */
const ADDED_PATHS = [
  '/mine',
  '/integral/bill',
  '/member/coupons',
  '/member/orders',
  '/member/order/:orderNo',
];
ADDED_PATHS.push('/mine/favorites');
ADDED_PATHS.push(
  '/exam',
  '/exam/answer',
  '/exam/result',
  '/exam/rank',
  '/exam/task',
  '/exam/lottery',
  '/exam/invite',
  '/exam/redpack',
);
ADDED_PATHS.push('/live/mine');
ADDED_PATHS.push('/exam/prizes', '/exam/prize/recipient');

const byPath = new Map(routes.map((r) => [r.fullPath, r]));

describe('route table', () => {
  it('has every path of the original list, once', () => {
    expect([...SPEC_PATHS, ...ADDED_PATHS].sort()).toEqual(routes.map((r) => r.fullPath).sort());
    expect(new Set(routes.map((r) => r.fullPath)).size).toBe(routes.length);
  });

  it('redirects / to /home, /questionnaire to /questionnaire/mng and /integral to /integral/mall', () => {
    expect(byPath.get('/')?.redirect).toBe('/home');
    expect(byPath.get('/questionnaire')?.redirect).toBe('/questionnaire/mng');
    expect(byPath.get('/integral')?.redirect).toBe('/integral/mall');
  });

  it('gives each non-redirect route its own page and a Chinese title', () => {
    for (const route of routes.filter((r) => !r.redirect)) {
      expect(route.Page, route.fullPath).toBeDefined();
      expect(route.title, route.fullPath).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('titles the empty pages as the product says and needs login nowhere', () => {
    expect(byPath.get('/empty')?.title).toBe('资源不存在');
    expect(byPath.get('/article/empty')?.title).toBe('文章不存在');
    expect(byPath.get('/article/empty/h5')?.title).toBe('文章不存在');
    expect(routes.filter((r) => r.auth)).toEqual([]);
  });

  it('flags the skeleton exactly on the routes named for it', () => {
    const flagged = new Set(routes.filter((r) => r.skeleton).map((r) => r.name));
    expect(flagged).toEqual(new Set([...SKELETON_ROUTE_NAMES]));
  });

  it('maps each route to its PC path', () => {
    expect(byPath.get('/article/detail/:id')?.pcUrl).toBe('/articles');
    expect(byPath.get('/v2/article/personal/:id?')?.pcUrl).toBe('/create/detail/article');
    expect(byPath.get('/v1/article/word')?.pcUrl).toBe('/articles/word');
    expect(byPath.get('/qa/detail/:id')?.pcUrl).toBe('/taxcircle');
    expect(byPath.get('/topic/detail/h5/:id')?.pcUrl).toBe('/taxcircle');
    expect(byPath.get('/rescue')?.pcUrl).toBe('/rescue');
    expect(byPath.get('/consult')?.pcUrl).toBe('/consult');
  });
});

describe('contracts/route-manifest.ts', () => {
  it('is the table as data (regenerate with scripts/generate-route-manifest.ts)', () => {
    expect(ROUTE_MANIFEST).toEqual(routes.map(toManifestEntry));
  });
});
