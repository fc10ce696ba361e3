import type { FastifyInstance } from 'fastify';
import {
  MALL_ORDER_STATUS,
  integralConfirmReceiptEndpoint,
  integralExchangeDetailEndpoint,
  integralExchangeRecordEndpoint,
  integralExpressEndpoint,
  integralRecordCountsEndpoint,
} from '../../../renderer/src/contracts/api/mall';
import { badRequest, conflict, notFound } from '../lib/envelope';
import {
  getGoods,
  logisticsOf,
  myOrder,
  orderOf,
  settleAutoConfirm,
  TAB_STATUS,
  type OrderRow,
} from '../lib/mall-orders';
import { stockAfterClose } from '../lib/mall-exchange';
import { simCloseEndpoint, simExpressEventEndpoint, simShipEndpoint } from '../sim/mall-endpoints';
import { defineRoute } from '../lib/route';
import type { Db } from '../db/types';
import { changePoints } from '../lib/points-ledger';
import { mallOrderQueries } from '../queries/mall-orders';
import { mallQueries } from '../queries/mall';

const anyOrder = (db: Db, id: number): OrderRow => {
  const o = mallOrderQueries(db).byId(id);
  if (!o) throw notFound('兑换记录不存在');
  return o;
};

/** Exchange records, an order's detail and logistics, 确认收货, and QA's shipping and closing. */
export function mallOrderRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['mall'];
  const q = mallOrderQueries(db);

  defineRoute(
    app,
    integralExchangeRecordEndpoint,
    { summary: '兑换记录', tags, auth: 'required' },
    ({ query, user, req }) => {
      settleAutoConfirm(db, ctx.now());
      const status = TAB_STATUS[query.tab];
      const total = q.countOfStatus(user.id, status);
      const list = q
        .pageOfStatus(user.id, status, query.size, (query.page - 1) * query.size)
        .map((o) => orderOf(req, db, o));
      return { list, total, page: query.page, size: query.size };
    },
  );

  defineRoute(
    app,
    integralRecordCountsEndpoint,
    { summary: '兑换记录各状态数量', tags, auth: 'required' },
    ({ user }) => {
      settleAutoConfirm(db, ctx.now());
      const rows = q.statusCounts(user.id);
      const of = (s: number) => rows.find((r) => r.status === s)?.n ?? 0;
      return {
        all: rows.reduce((sum, r) => sum + r.n, 0),
        pending: of(MALL_ORDER_STATUS.PENDING),
        shipped: of(MALL_ORDER_STATUS.SHIPPED),
        done: of(MALL_ORDER_STATUS.DONE),
      };
    },
  );

  defineRoute(
    app,
    integralExchangeDetailEndpoint,
    { summary: '兑换详情', tags, auth: 'required' },
    ({ params, user, req }) => {
      settleAutoConfirm(db, ctx.now());
      return orderOf(req, db, myOrder(db, params.id, user.id));
    },
  );

  defineRoute(
    app,
    integralExpressEndpoint,
    { summary: '物流信息（最新在前）', tags, auth: 'required' },
    ({ params, user }) => {
      settleAutoConfirm(db, ctx.now());
      const o = myOrder(db, params.id, user.id);
      if (getGoods(db, o.goods_id).virtual === 1) throw badRequest('虚拟商品无需物流');
      return logisticsOf(db, o);
    },
  );

  defineRoute(
    app,
    integralConfirmReceiptEndpoint,
    { summary: '确认收货', tags, auth: 'required', msg: '已确认收货' },
    ({ params, user, req }) => {
      const now = ctx.now();
      return db.transaction(() => {
        settleAutoConfirm(db, now);
        const o = myOrder(db, params.id, user.id);
        if (getGoods(db, o.goods_id).virtual === 1)
          throw badRequest('虚拟商品已发放，无需确认收货');
        if (o.status === MALL_ORDER_STATUS.PENDING) throw conflict('订单尚未发货，暂不能确认收货');
        if (o.status === MALL_ORDER_STATUS.CLOSED) throw conflict('订单已关闭，积分已退回');
        // Confirming again (a double tap, a retry after a lost answer) answers the completed order.
        if (o.status === MALL_ORDER_STATUS.SHIPPED) q.confirm(o.id, now);
        return orderOf(req, db, anyOrder(db, o.id));
      })();
    },
  );

  const simTags = ['sim'];
  defineRoute(
    app,
    simShipEndpoint,
    { summary: '发货：快递公司、单号与物流信息（QA）', tags: simTags, auth: 'none', msg: '已发货' },
    ({ body, req }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const o = anyOrder(db, body.orderId);
        if (getGoods(db, o.goods_id).virtual === 1) throw badRequest('虚拟商品无需发货');
        if (o.status !== MALL_ORDER_STATUS.PENDING)
          throw conflict(
            `订单${['待发货', '已发货', '已完成', '已关闭'][o.status] ?? ''}，不能发货`,
          );
        q.ship(o.id, now, body.company, body.trackingNo);
        for (const e of body.events) q.addEvent(o.id, e.time ?? now, e.text);
        return orderOf(req, db, anyOrder(db, o.id));
      })();
    },
  );

  defineRoute(
    app,
    simExpressEventEndpoint,
    { summary: '追加一条物流信息（QA）', tags: simTags, auth: 'none' },
    ({ body }) => {
      const o = anyOrder(db, body.orderId);
      if (o.shipped_at === null) throw conflict('订单尚未发货');
      q.addEvent(o.id, body.time ?? ctx.now(), body.text);
      return logisticsOf(db, o);
    },
  );

  defineRoute(
    app,
    simCloseEndpoint,
    {
      summary: '关闭待发货订单并退回积分（QA）',
      tags: simTags,
      auth: 'none',
      msg: '已关闭，积分已退回',
    },
    ({ body, req }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const o = anyOrder(db, body.orderId);
        if (o.status === MALL_ORDER_STATUS.CLOSED) return orderOf(req, db, o);
        if (o.status !== MALL_ORDER_STATUS.PENDING) throw conflict('只有待发货的订单可以关闭');
        q.close(o.id, now, body.reason);
        mallQueries(db).setStock(o.goods_id, stockAfterClose(getGoods(db, o.goods_id), o.quantity));
        changePoints(db, o.user_id, o.points, `订单关闭退回（${o.order_no}）`, now, o.id);
        return orderOf(req, db, anyOrder(db, o.id));
      })();
    },
  );
}
