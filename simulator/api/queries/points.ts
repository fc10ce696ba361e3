import { MALL_ORDER_STATUS } from '../../../renderer/src/contracts/api/mall';
import { defineQueries } from '../db/queries';

export type PointsLine = {
  id: number;
  delta: number;
  reason: string;
  created_at: number;
  order_id: number | null;
  open: number | null;
};

/** Exchanges still open (待发货 / 待收货) hold their points until they complete or are closed. */
const OPEN = `(${MALL_ORDER_STATUS.PENDING}, ${MALL_ORDER_STATUS.SHIPPED})`;
/** 收入 is every positive line, 支出 every negative one; sign 0: all lines. */
const WHERE = 'user_id = ? AND (? = 0 OR (? = 1 AND delta > 0) OR (? = -1 AND delta < 0))';

/** A user's points, its bill, the check-ins, and what open exchanges hold. */
export const pointsQueries = defineQueries((db) => {
  const add = db.prepare<[number, number]>('UPDATE users SET points = points + ? WHERE id = ?');
  const addLine = db.prepare<[number, number, string, number, number | null]>(
    'INSERT INTO points_log (user_id, delta, reason, created_at, order_id) VALUES (?, ?, ?, ?, ?)',
  );
  const frozen = db.prepare<[number], { n: number }>(
    `SELECT COALESCE(SUM(points), 0) AS n FROM mall_orders WHERE user_id = ? AND status IN ${OPEN}`,
  );
  const lastCheckin = db.prepare<[number], { day: number; streak: number }>(
    'SELECT day, streak FROM mall_checkins WHERE user_id = ? ORDER BY day DESC LIMIT 1',
  );
  const addCheckin = db.prepare<[number, number, number, number]>(
    'INSERT INTO mall_checkins (user_id, day, streak, reward) VALUES (?, ?, ?, ?)',
  );
  const billCount = db.prepare<[number, number, number, number], { n: number }>(
    `SELECT COUNT(*) AS n FROM points_log WHERE ${WHERE}`,
  );
  const billPage = db.prepare<[number, number, number, number, number, number], PointsLine>(
    // A spending line of an open exchange is frozen; its return line (a closed order) never is.
    `SELECT l.*, (l.delta < 0 AND o.status IN ${OPEN}) AS open FROM points_log l LEFT JOIN mall_orders o ON o.id = l.order_id WHERE ${WHERE.replace('user_id', 'l.user_id')} ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
  );
  const tieLine = db.prepare<[number, number]>('UPDATE points_log SET order_id = ? WHERE id = ?');
  const userOfPhone = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?');
  return {
    /** Adds `delta` to the balance and writes the bill line; answers the line's id. */
    change: (
      userId: number,
      delta: number,
      reason: string,
      now: number,
      orderId: number | null,
    ) => {
      add.run(delta, userId);
      return Number(addLine.run(userId, delta, reason, now, orderId).lastInsertRowid);
    },
    /** Adds to the balance without a bill line (a member benefit). */
    addToBalance: (userId: number, delta: number) => void add.run(delta, userId),
    frozen: (userId: number) => frozen.get(userId)?.n ?? 0,
    lastCheckin: (userId: number) => lastCheckin.get(userId),
    addCheckin: (userId: number, day: number, streak: number, reward: number) =>
      void addCheckin.run(userId, day, streak, reward),
    billCount: (userId: number, sign: number) => billCount.get(userId, sign, sign, sign)?.n ?? 0,
    billPage: (userId: number, sign: number, size: number, offset: number) =>
      billPage.all(userId, sign, sign, sign, size, offset),
    /** Ties a bill line to the exchange order it paid for. */
    tieLineToOrder: (lineId: number, orderId: number) => void tieLine.run(orderId, lineId),
    userOfPhone: (phone: string) => userOfPhone.get(phone)?.id,
  };
});
