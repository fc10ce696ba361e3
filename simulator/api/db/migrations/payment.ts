import type { Migration } from '../types';

export const paymentMigrations: Migration[] = [
  {
    // Prepay orders of the native channels (Android app SDKs, WeChat JSAPI): one per order, channel and
    // trade type, so a retried prepay hands out the same prepay id and the same signed parameters.
    id: 'payment-001',
    up: `
      CREATE TABLE pay_prepays (
        prepay_id TEXT PRIMARY KEY, order_no TEXT NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, channel TEXT NOT NULL,
        trade_type TEXT NOT NULL, nonce TEXT NOT NULL, created_at INTEGER NOT NULL,
        UNIQUE (order_no, channel, trade_type)
      );
    `,
  },
];
