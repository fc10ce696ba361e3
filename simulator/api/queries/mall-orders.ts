import { MALL_ORDER_STATUS } from '../../../renderer/src/contracts/api/mall';
import { defineQueries } from '../db/queries';
import type { MallOrderInsert, MallOrderRow } from './mall';

type Count = { n: number };

/** Exchange orders of the integral mall: their rows, state changes and tracking events. */
export const mallOrderQueries = defineQueries((db) => {
  const byId = db.prepare<[number], MallOrderRow>('SELECT * FROM mall_orders WHERE id = ?');
  const ofUser = db.prepare<[number, number], MallOrderRow>(
    'SELECT * FROM mall_orders WHERE id = ? AND user_id = ?',
  );
  const byKey = db.prepare<[number, string], MallOrderRow>(
    'SELECT * FROM mall_orders WHERE user_id = ? AND client_key = ?',
  );
  const count = db.prepare<[], Count>('SELECT COUNT(*) AS n FROM mall_orders');
  const countOfUser = db.prepare<[number], Count>(
    'SELECT COUNT(*) AS n FROM mall_orders WHERE user_id = ?',
  );
  const insert = db.prepare<
    [
      string,
      number,
      number,
      number,
      number,
      string | null,
      string | null,
      string | null,
      string | null,
      number,
      number | null,
      number,
      string | null,
    ]
  >(
    'INSERT INTO mall_orders (order_no, user_id, goods_id, quantity, points, cash_cents, address, remark, delivery_note, codes, status, finished_at, created_at, client_key) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const tabCount = db.prepare<[number, number | null, number | null], Count>(
    'SELECT COUNT(*) AS n FROM mall_orders WHERE user_id = ? AND (? IS NULL OR status = ?)',
  );
  const tabPage = db.prepare<[number, number | null, number | null, number, number], MallOrderRow>(
    'SELECT * FROM mall_orders WHERE user_id = ? AND (? IS NULL OR status = ?) ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const statusCounts = db.prepare<[number], { status: number; n: number }>(
    'SELECT status, COUNT(*) AS n FROM mall_orders WHERE user_id = ? GROUP BY status',
  );
  const autoConfirm = db.prepare<[number, number, number, number]>(
    'UPDATE mall_orders SET status = ?, finished_at = shipped_at + ?, auto_confirmed = 1 WHERE status = ? AND shipped_at <= ?',
  );
  const confirm = db.prepare<[number, number, number, number]>(
    'UPDATE mall_orders SET status = ?, finished_at = ? WHERE id = ? AND status = ?',
  );
  const ship = db.prepare<[number, number, string, string, number]>(
    'UPDATE mall_orders SET status = ?, shipped_at = ?, express_company = ?, express_no = ? WHERE id = ?',
  );
  const close = db.prepare<[number, number, string, number]>(
    'UPDATE mall_orders SET status = ?, closed_at = ?, close_reason = ? WHERE id = ?',
  );
  const addEvent = db.prepare<[number, number, string]>(
    'INSERT INTO mall_express_events (order_id, time, text) VALUES (?, ?, ?)',
  );
  const events = db.prepare<[number], { time: number; text: string }>(
    'SELECT time, text FROM mall_express_events WHERE order_id = ? ORDER BY time DESC, id DESC',
  );
  return {
    byId: (id: number) => byId.get(id),
    ofUser: (id: number, userId: number) => ofUser.get(id, userId),
    /** The user's order made with this request key (a retried exchange). */
    byClientKey: (userId: number, clientKey: string) => byKey.get(userId, clientKey),
    count: () => count.get()?.n ?? 0,
    countOfUser: (userId: number) => countOfUser.get(userId)?.n ?? 0,
    insert: (o: MallOrderInsert) =>
      Number(
        insert.run(
          o.orderNo,
          o.userId,
          o.goodsId,
          o.quantity,
          o.points,
          o.address,
          o.remark,
          o.deliveryNote,
          o.codes,
          o.status,
          o.finishedAt,
          o.createdAt,
          o.clientKey,
        ).lastInsertRowid,
      ),
    /** The user's orders of a status (null: all). */
    countOfStatus: (userId: number, status: number | null) =>
      tabCount.get(userId, status, status)?.n ?? 0,
    pageOfStatus: (userId: number, status: number | null, size: number, offset: number) =>
      tabPage.all(userId, status, status, size, offset),
    statusCounts: (userId: number) => statusCounts.all(userId),
    /** Completes every order shipped at or before `shippedBy`, as of `afterMs` after shipping. */
    autoConfirm: (shippedBy: number, afterMs: number) =>
      void autoConfirm.run(MALL_ORDER_STATUS.DONE, afterMs, MALL_ORDER_STATUS.SHIPPED, shippedBy),
    /** 确认收货 of a shipped order (a no-op on any other). */
    confirm: (id: number, now: number) =>
      void confirm.run(MALL_ORDER_STATUS.DONE, now, id, MALL_ORDER_STATUS.SHIPPED),
    ship: (id: number, now: number, company: string, trackingNo: string) =>
      void ship.run(MALL_ORDER_STATUS.SHIPPED, now, company, trackingNo, id),
    close: (id: number, now: number, reason: string) =>
      void close.run(MALL_ORDER_STATUS.CLOSED, now, reason, id),
    addEvent: (orderId: number, time: number, text: string) =>
      void addEvent.run(orderId, time, text),
    events: (orderId: number) => events.all(orderId),
  };
});
