import type { PayChannel, TradeType } from '../../../renderer/src/contracts/api/pay';
import { defineQueries } from '../db/queries';

export type CashierTicket = {
  ticket: string;
  order_no: string;
  user_id: number;
  channel: string;
  return_url: string;
};
export type Prepay = {
  prepay_id: string;
  order_no: string;
  user_id: number;
  channel: PayChannel;
  trade_type: TradeType;
  nonce: string;
  created_at: number;
};
export type IapTx = {
  transaction_id: string;
  receipt: string;
  apple_id: string;
  product_id: string;
  order_no: string;
  credited_order_no: string | null;
};

/** What the payment channels keep: H5 cashier tickets, prepay orders, App Store transactions. */
export const paymentQueries = defineQueries((db) => {
  const ticket = db.prepare<[string], CashierTicket>(
    'SELECT * FROM cashier_tickets WHERE ticket = ?',
  );
  const addTicket = db.prepare<[string, string, number, string, string, number]>(
    'INSERT INTO cashier_tickets (ticket, order_no, user_id, channel, return_url, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const prepay = db.prepare<[string], Prepay>('SELECT * FROM pay_prepays WHERE prepay_id = ?');
  const prepayOf = db.prepare<[string, string, string], Prepay>(
    'SELECT * FROM pay_prepays WHERE order_no = ? AND channel = ? AND trade_type = ?',
  );
  const addPrepay = db.prepare<[Prepay]>(
    'INSERT INTO pay_prepays (prepay_id, order_no, user_id, channel, trade_type, nonce, created_at) VALUES (@prepay_id, @order_no, @user_id, @channel, @trade_type, @nonce, @created_at)',
  );
  const txCount = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM iap_transactions');
  const addTx = db.prepare<[string, string, string, string, string, number]>(
    'INSERT INTO iap_transactions (transaction_id, receipt, apple_id, product_id, order_no, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const receipts = db.prepare<[string], { receipt: string }>(
    'SELECT receipt FROM iap_transactions WHERE apple_id = ? ORDER BY created_at',
  );
  const txOfReceipt = db.prepare<[string], IapTx>(
    'SELECT * FROM iap_transactions WHERE receipt = ?',
  );
  const credit = db.prepare<[string, string]>(
    'UPDATE iap_transactions SET credited_order_no = ? WHERE transaction_id = ?',
  );
  const phone = db.prepare<[number], { phone: string }>('SELECT phone FROM users WHERE id = ?');
  return {
    /** The payer's phone, which QA's "next payment" override may be aimed at. */
    phoneOf: (userId: number) => phone.get(userId)?.phone,
    ticket: (id: string) => ticket.get(id),
    addTicket: (t: CashierTicket, now: number) =>
      void addTicket.run(t.ticket, t.order_no, t.user_id, t.channel, t.return_url, now),
    prepay: (prepayId: string) => prepay.get(prepayId),
    /** The order's prepay for a channel and trade type, made on the first attempt. */
    prepayOf: (orderNo: string, channel: string, tradeType: string) =>
      prepayOf.get(orderNo, channel, tradeType),
    addPrepay: (p: Prepay) => void addPrepay.run(p),
    iapCount: () => txCount.get()?.n ?? 0,
    addIapTx: (
      tx: { transactionId: string; receipt: string },
      appleId: string,
      productId: string,
      orderNo: string,
      now: number,
    ) => void addTx.run(tx.transactionId, tx.receipt, appleId, productId, orderNo, now),
    receiptsOf: (appleId: string) => receipts.all(appleId).map((r) => r.receipt),
    txOfReceipt: (receipt: string) => txOfReceipt.get(receipt),
    credit: (transactionId: string, orderNo: string) => void credit.run(orderNo, transactionId),
  };
});
