import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MALL_CATEGORIES,
  integralGoodsListEndpoint,
  integralGoodsDetailEndpoint,
  integralAddressListEndpoint,
  integralAddressSaveEndpoint,
  integralAddressDeleteEndpoint,
  integralOrderSubmitEndpoint,
  integralGoodsCategoriesEndpoint,
} from '../../../renderer/src/contracts/api/mall';
import { badRequest, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { coverPng } from '../lib/cover-png';
import { parseInput } from '../lib/validate';
import { getGoods, goodsOf, orderOf } from '../lib/mall-orders';
import { boughtBy, submitExchange } from '../lib/mall-submit';
import { mallQueries, type AddressRow } from '../queries/mall';

const addressOf = (a: AddressRow) => ({
  id: a.id,
  name: a.name,
  phone: a.phone,
  province: a.province,
  city: a.city,
  district: a.district,
  detail: a.detail,
  isDefault: a.is_default === 1,
});

/**
 * Integral mall (docs/product.md「积分与商城」): goods, recipient addresses and the exchange itself.
 * Points and exchange records are registered beside it in routes/index.ts.
 */
export function mallRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['mall'];

  defineRoute(
    app,
    integralGoodsCategoriesEndpoint,
    { summary: '商品分类', tags, auth: 'none' },
    () => Object.entries(MALL_CATEGORIES).map(([key, name]) => ({ key, name })),
  );

  defineRoute(
    app,
    integralGoodsListEndpoint,
    { summary: '积分商品列表', tags, auth: 'none' },
    ({ query, req }) => {
      const q = mallQueries(db);
      const cat = query.category ?? null;
      const total = q.goodsCount(cat);
      const list = q
        .goodsPage(cat, query.sort, query.size, (query.page - 1) * query.size)
        .map((g) => goodsOf(req, g));
      return { list, total, page: query.page, size: query.size };
    },
  );

  defineRoute(
    app,
    integralGoodsDetailEndpoint,
    { summary: '积分商品详情', tags, auth: 'optional' },
    ({ params, user, req }) => {
      const g = getGoods(db, params.id);
      const mine = user ? boughtBy(db, user.id, g.id) : 0;
      return {
        ...goodsOf(req, g),
        detailHtml: g.detail,
        limitPerUser: g.limit_per_user,
        exchangedByMe: mine,
        startAt: g.start_at,
        endAt: g.end_at,
      };
    },
  );

  defineRoute(
    app,
    integralAddressListEndpoint,
    { summary: '收货地址', tags, auth: 'required' },
    ({ user }) => mallQueries(db).addresses(user.id).map(addressOf),
  );

  defineRoute(
    app,
    integralAddressSaveEndpoint,
    { summary: '新增或修改收货地址', tags, auth: 'required', msg: '保存成功' },
    ({ body, user }) =>
      db.transaction(() => {
        const q = mallQueries(db);
        const count = q.addressCount(user.id);
        if (body.id === undefined && count >= 20) throw badRequest('最多保存20个收货地址');
        // The first address is the default one.
        const isDefault = body.isDefault || count === 0 || (body.id !== undefined && count === 1);
        if (isDefault) q.clearDefaultAddress(user.id);
        let id = body.id;
        if (id !== undefined) {
          if (!q.updateAddress(id, user.id, body, isDefault)) throw notFound('收货地址不存在');
        } else id = q.insertAddress(user.id, body, isDefault, ctx.now());
        const row = q.address(id);
        if (!row) throw notFound('收货地址不存在');
        return addressOf(row);
      })(),
  );

  defineRoute(
    app,
    integralAddressDeleteEndpoint,
    { summary: '删除收货地址', tags, auth: 'required', msg: '已删除' },
    ({ params, user }) =>
      db.transaction(() => {
        const q = mallQueries(db);
        const row = q.addressOfUser(params.id, user.id);
        if (!row) throw notFound('收货地址不存在');
        q.deleteAddress(row.id);
        if (row.is_default === 1) q.promoteLatestAddress(user.id);
        return q.addresses(user.id).map(addressOf);
      })(),
  );

  defineRoute(
    app,
    integralOrderSubmitEndpoint,
    { summary: '积分兑换下单', tags, auth: 'required', msg: '兑换成功' },
    ({ body, user, req }) => {
      const now = ctx.now();
      return db.transaction(() => orderOf(req, db, submitExchange(db, user.id, body, now)))();
    },
  );

  const pngParams = z.object({ file: z.string().regex(/^\d{1,9}\.png$/, '文件名须为 编号.png') });
  app.get('/media/goods/:file', async (req, reply) => {
    const { file } = parseInput(pngParams, req.params, 'params');
    const g = getGoods(db, Number.parseInt(file, 10));
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/png')
      .send(coverPng(g.id + 10));
  });
}
