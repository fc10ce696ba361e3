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
  MALL_ORDER_STATUS,
} from '../../../renderer/src/contracts/api/mall';
import { badRequest, conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { coverPng } from '../lib/cover-png';
import { parseInput } from '../lib/validate';
import { getUser } from '../lib/users';
import { giveCoupon, grantMembership } from './member';
import type { Db } from '../db/types';
import { changePoints, mallPointsRoutes } from './mall-points';
import { mallOrderRoutes } from './mall-orders';
import { getGoods, goodsOf, orderOf, type GoodsRow, type OrderRow } from '../lib/mall-orders';
import { exchangeCost, exchangeRefusal, stockAfterExchange } from '../lib/mall-exchange';

const HOUR = 3_600_000;
type AddressRow = {
  id: number;
  user_id: number;
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: number;
};

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

/** What a user holds of a good: closed orders gave their quantity back. */
const boughtBy = (db: Db, userId: number, goodsId: number): number =>
  db
    .prepare<[number, number, number], { n: number | null }>(
      'SELECT SUM(quantity) AS n FROM mall_orders WHERE user_id = ? AND goods_id = ? AND status != ?',
    )
    .get(userId, goodsId, MALL_ORDER_STATUS.CLOSED)?.n ?? 0;

/** Gives what a virtual good stands for; answers the note shown with the order and any codes issued. */
function grantVirtual(
  db: Db,
  userId: number,
  g: GoodsRow,
  quantity: number,
  now: number,
): { note: string; codes: string[] } {
  const note = grantNote(db, userId, g, quantity, now);
  return typeof note === 'string' ? { note, codes: [] } : note;
}

function grantNote(
  db: Db,
  userId: number,
  g: GoodsRow,
  quantity: number,
  now: number,
): string | { note: string; codes: string[] } {
  const v = g.grant_value ?? 0;
  switch (g.grant_kind) {
    case 'course': {
      if (
        db
          .prepare('SELECT 1 FROM course_purchases WHERE user_id = ? AND course_id = ?')
          .get(userId, v)
      )
        throw conflict('您已拥有该课程，无需兑换');
      if (quantity !== 1) throw badRequest('课程兑换券每次只能兑换1张');
      db.prepare(
        'INSERT INTO course_purchases (user_id, course_id, order_no, created_at) VALUES (?, ?, NULL, ?)',
      ).run(userId, v, now);
      return '课程已开通，可在“我的课程”中观看';
    }
    case 'coupon': {
      const codes = Array.from({ length: quantity }, () => giveCoupon(db, userId, v, now));
      return { note: `优惠券已发放，券码：${codes.join('、')}`, codes };
    }
    case 'member': {
      const expireAt = grantMembership(db, userId, 1, v * quantity, now);
      return `会员已延长${v * quantity}天，有效期至${new Date(expireAt + 8 * HOUR).toISOString().slice(0, 10)}`;
    }
    case 'points':
      changePoints(db, userId, v * quantity, `${g.title}返还`, now);
      return `已返还${v * quantity}积分`;
    default:
      return '权益已发放到账户';
  }
}

/** Integral mall: goods, account, recipient addresses, exchange orders and their logistics. */
export function mallRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['mall'];
  mallPointsRoutes(app);

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
      const order = {
        default: 'sort ASC',
        'points-asc': 'points ASC, id',
        'points-desc': 'points DESC, id',
        sales: 'sales DESC, id',
      }[query.sort];
      const cat = query.category ?? null;
      const total =
        db
          .prepare<[string | null, string | null], { n: number }>(
            'SELECT COUNT(*) AS n FROM mall_goods WHERE (? IS NULL OR category = ?)',
          )
          .get(cat, cat)?.n ?? 0;
      const list = db
        .prepare<[string | null, string | null, number, number], GoodsRow>(
          `SELECT * FROM mall_goods WHERE (? IS NULL OR category = ?) ORDER BY ${order} LIMIT ? OFFSET ?`,
        )
        .all(cat, cat, query.size, (query.page - 1) * query.size)
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
    ({ user }) =>
      db
        .prepare<[number], AddressRow>(
          'SELECT * FROM addresses WHERE user_id = ? ORDER BY is_default DESC, id DESC',
        )
        .all(user.id)
        .map(addressOf),
  );

  defineRoute(
    app,
    integralAddressSaveEndpoint,
    { summary: '新增或修改收货地址', tags, auth: 'required', msg: '保存成功' },
    ({ body, user }) =>
      db.transaction(() => {
        const count =
          db
            .prepare<[number], { n: number }>(
              'SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?',
            )
            .get(user.id)?.n ?? 0;
        if (body.id === undefined && count >= 20) throw badRequest('最多保存20个收货地址');
        // The first address is the default one.
        const isDefault = body.isDefault || count === 0 || (body.id !== undefined && count === 1);
        if (isDefault)
          db.prepare('UPDATE addresses SET is_default = 0 WHERE user_id = ?').run(user.id);
        let id = body.id;
        if (id !== undefined) {
          const r = db
            .prepare(
              'UPDATE addresses SET name = ?, phone = ?, province = ?, city = ?, district = ?, detail = ?, is_default = ? WHERE id = ? AND user_id = ?',
            )
            .run(
              body.name,
              body.phone,
              body.province,
              body.city,
              body.district,
              body.detail,
              isDefault ? 1 : 0,
              id,
              user.id,
            );
          if (r.changes === 0) throw notFound('收货地址不存在');
        } else {
          id = Number(
            db
              .prepare(
                'INSERT INTO addresses (user_id, name, phone, province, city, district, detail, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
              )
              .run(
                user.id,
                body.name,
                body.phone,
                body.province,
                body.city,
                body.district,
                body.detail,
                isDefault ? 1 : 0,
                ctx.now(),
              ).lastInsertRowid,
          );
        }
        const row = db
          .prepare<[number], AddressRow>('SELECT * FROM addresses WHERE id = ?')
          .get(id);
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
        const row = db
          .prepare<[number, number], AddressRow>(
            'SELECT * FROM addresses WHERE id = ? AND user_id = ?',
          )
          .get(params.id, user.id);
        if (!row) throw notFound('收货地址不存在');
        db.prepare('DELETE FROM addresses WHERE id = ?').run(row.id);
        if (row.is_default === 1)
          db.prepare(
            'UPDATE addresses SET is_default = 1 WHERE id = (SELECT MAX(id) FROM addresses WHERE user_id = ?)',
          ).run(user.id);
        return db
          .prepare<[number], AddressRow>(
            'SELECT * FROM addresses WHERE user_id = ? ORDER BY is_default DESC, id DESC',
          )
          .all(user.id)
          .map(addressOf);
      })(),
  );

  defineRoute(
    app,
    integralOrderSubmitEndpoint,
    { summary: '积分兑换下单', tags, auth: 'required', msg: '兑换成功' },
    ({ body, user, req }) => {
      const now = ctx.now();
      return db.transaction(() => {
        if (body.clientKey !== undefined) {
          const earlier = db
            .prepare<[number, string], OrderRow>(
              'SELECT * FROM mall_orders WHERE user_id = ? AND client_key = ?',
            )
            .get(user.id, body.clientKey);
          if (earlier && earlier.goods_id !== body.goodsId)
            throw conflict('请求标识已被其他订单使用');
          if (earlier) return orderOf(req, db, earlier);
        }
        const g = getGoods(db, body.goodsId);
        const refusal = exchangeRefusal(
          g,
          boughtBy(db, user.id, g.id),
          getUser(db, user.id).points,
          body.quantity,
          now,
        );
        if (refusal) throw refusal;
        const cost = exchangeCost(g, body.quantity);
        let address: string | null = null;
        if (g.virtual === 0) {
          const a =
            body.addressId !== undefined
              ? db
                  .prepare<[number, number], AddressRow>(
                    'SELECT * FROM addresses WHERE id = ? AND user_id = ?',
                  )
                  .get(body.addressId, user.id)
              : db
                  .prepare<[number], AddressRow>(
                    'SELECT * FROM addresses WHERE user_id = ? AND is_default = 1',
                  )
                  .get(user.id);
          if (!a)
            throw badRequest(body.addressId !== undefined ? '收货地址不存在' : '请填写收货地址');
          address = JSON.stringify({
            name: a.name,
            phone: a.phone,
            province: a.province,
            city: a.city,
            district: a.district,
            detail: a.detail,
          });
        }
        const billLine = changePoints(db, user.id, -cost, `兑换 ${g.title}`, now);
        const left = stockAfterExchange(g, body.quantity);
        db.prepare('UPDATE mall_goods SET stock = ?, sales = ? WHERE id = ?').run(
          left.stock,
          left.sales,
          g.id,
        );
        const grant = g.virtual === 1 ? grantVirtual(db, user.id, g, body.quantity, now) : null;
        const n =
          (db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM mall_orders').get()?.n ?? 0) +
          1;
        const orderNo = `M${new Date(now + 8 * HOUR).toISOString().replace(/\D/g, '').slice(0, 14)}${String(n).padStart(4, '0')}`;
        // A physical good waits for the warehouse (待发货); a virtual one is issued now (已发放).
        const status = grant ? MALL_ORDER_STATUS.DONE : MALL_ORDER_STATUS.PENDING;
        const id = Number(
          db
            .prepare(
              'INSERT INTO mall_orders (order_no, user_id, goods_id, quantity, points, cash_cents, address, remark, delivery_note, codes, status, finished_at, created_at, client_key) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?)',
            )
            .run(
              orderNo,
              user.id,
              g.id,
              body.quantity,
              cost,
              address,
              body.remark || null,
              grant?.note ?? null,
              grant && grant.codes.length > 0 ? JSON.stringify(grant.codes) : null,
              status,
              grant ? now : null,
              now,
              body.clientKey ?? null,
            ).lastInsertRowid,
        );
        db.prepare('UPDATE points_log SET order_id = ? WHERE id = ?').run(id, billLine);
        const row = db
          .prepare<[number], OrderRow>('SELECT * FROM mall_orders WHERE id = ?')
          .get(id);
        if (!row) throw notFound('订单不存在');
        return orderOf(req, db, row);
      })();
    },
  );

  mallOrderRoutes(app);

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
