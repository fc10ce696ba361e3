import { defineQueries } from '../db/queries';

/** A row of `orders` (snake_case, as stored). */
export type OrderRow = {
  order_no: string;
  user_id: number;
  order_type: number;
  goods_id: number;
  goods_title: string;
  quantity: number;
  total_cents: number;
  discount_cents: number;
  pay_cents: number;
  coupon_code: string | null;
  payload: string;
  status: number;
  pay_channel: string | null;
  created_at: number;
  paid_at: number | null;
  pay_failure: string | null;
};
export type ExpertRow = {
  id: number;
  nickname: string;
  title: string | null;
  company: string | null;
};
type Count = { n: number };

/** Orders of money: their rows, the coupon each holds, the pay-failure note, and paging. */
export const orderQueries = defineQueries((db) => {
  const count = db.prepare<[], Count>('SELECT COUNT(*) AS n FROM orders');
  const insert = db.prepare<[OrderRow]>(
    `INSERT INTO orders (order_no, user_id, order_type, goods_id, goods_title, quantity, total_cents, discount_cents, pay_cents, coupon_code, payload, status, created_at)
     VALUES (@order_no, @user_id, @order_type, @goods_id, @goods_title, @quantity, @total_cents, @discount_cents, @pay_cents, @coupon_code, @payload, @status, @created_at)`,
  );
  const ofUser = db.prepare<[string, number], OrderRow>(
    'SELECT * FROM orders WHERE order_no = ? AND user_id = ?',
  );
  const owner = db.prepare<[string], { user_id: number }>(
    'SELECT user_id FROM orders WHERE order_no = ?',
  );
  const expired = db.prepare<[number, number, number], OrderRow>(
    'SELECT * FROM orders WHERE user_id = ? AND status = 0 AND created_at + ? <= ?',
  );
  const openFor = db.prepare<
    [number, number, number, number, number | null, number | null],
    OrderRow
  >(
    `SELECT * FROM orders WHERE user_id = ? AND order_type = ? AND goods_id = ? AND status = ?
     AND (? IS NULL OR json_extract(payload, '$.rewardRecordType') = ?) ORDER BY created_at DESC LIMIT 1`,
  );
  const openPlanOrder = db.prepare<[number, number], OrderRow>(
    'SELECT * FROM orders WHERE user_id = ? AND order_type = 1 AND goods_id = ? AND status = 0 AND coupon_code IS NULL ORDER BY created_at DESC LIMIT 1',
  );
  const createdAtOfStatus = db.prepare<[number, number], { created_at: number }>(
    'SELECT created_at FROM orders WHERE user_id = ? AND status = ?',
  );
  const setStatus = db.prepare<[number, string]>('UPDATE orders SET status = ? WHERE order_no = ?');
  const paid = db.prepare<[string, number, string]>(
    'UPDATE orders SET status = 1, pay_channel = ?, paid_at = ?, pay_failure = NULL WHERE order_no = ?',
  );
  const payFailure = db.prepare<[string | null, string]>(
    'UPDATE orders SET pay_failure = ? WHERE order_no = ?',
  );
  const countOfUser = db.prepare<[number, number | null, number | null], Count>(
    'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND (? IS NULL OR status = ?)',
  );
  const pageOfUser = db.prepare<[number, number | null, number | null, number, number], OrderRow>(
    'SELECT * FROM orders WHERE user_id = ? AND (? IS NULL OR status = ?) ORDER BY created_at DESC, order_no DESC LIMIT ? OFFSET ?',
  );
  const experts = db.prepare<[], ExpertRow>(
    'SELECT id, nickname, title, company FROM users WHERE user_type = 1 ORDER BY id',
  );
  const expert = db.prepare<[number], { nickname: string; title: string | null }>(
    'SELECT nickname, title FROM users WHERE id = ? AND user_type = 1',
  );
  const addConsultation = db.prepare<[number, number, number, string, number, string, number]>(
    'INSERT INTO consultations (user_id, expert_id, consult_type, question, urgent, order_no, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const addSignupOnce = db.prepare<[number, number, string, string, string | null, string, number]>(
    'INSERT OR IGNORE INTO activity_signups (activity_id, user_id, name, phone, company, check_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return {
    count: () => count.get()?.n ?? 0,
    insert: (row: OrderRow) => void insert.run(row),
    ofUser: (orderNo: string, userId: number) => ofUser.get(orderNo, userId),
    ownerOf: (orderNo: string) => owner.get(orderNo)?.user_id,
    /** The user's unpaid orders created at least `windowMs` before `now`. */
    expired: (userId: number, windowMs: number, now: number) => expired.all(userId, windowMs, now),
    /** The user's latest order of these goods in `status`; `rewardTarget` narrows a tip's goods. */
    latestFor: (
      userId: number,
      orderType: number,
      goodsId: number,
      status: number,
      rewardTarget: number | null,
    ) => openFor.get(userId, orderType, goodsId, status, rewardTarget, rewardTarget),
    /** The user's latest unpaid order of a member plan that holds no coupon. */
    openPlanOrder: (userId: number, planId: number) => openPlanOrder.get(userId, planId),
    createdAtOfStatus: (userId: number, status: number) =>
      createdAtOfStatus.all(userId, status).map((o) => o.created_at),
    setStatus: (orderNo: string, status: number) => void setStatus.run(status, orderNo),
    markPaid: (orderNo: string, channel: string, now: number) =>
      void paid.run(channel, now, orderNo),
    setPayFailure: (orderNo: string, failure: string | null) =>
      void payFailure.run(failure, orderNo),
    countOfUser: (userId: number, status: number | null) =>
      countOfUser.get(userId, status, status)?.n ?? 0,
    pageOfUser: (userId: number, status: number | null, size: number, offset: number) =>
      pageOfUser.all(userId, status, status, size, offset),
    experts: () => experts.all(),
    expert: (id: number) => expert.get(id),
    addConsultation: (
      userId: number,
      expertId: number,
      c: { type: number; question: string; urgent: boolean },
      orderNo: string,
      now: number,
    ) =>
      void addConsultation.run(
        userId,
        expertId,
        c.type,
        c.question,
        c.urgent ? 1 : 0,
        orderNo,
        now,
      ),
    /** A paid sign-up: UNIQUE (activity_id, user_id) makes it once whatever pays for it. */
    addSignupOnce: (
      activityId: number,
      userId: number,
      s: { name: string; phone: string; company: string | null; checkCode: string },
      now: number,
    ) => void addSignupOnce.run(activityId, userId, s.name, s.phone, s.company, s.checkCode, now),
  };
});
