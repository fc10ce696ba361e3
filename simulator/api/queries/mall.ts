import { defineQueries } from '../db/queries';

export type GoodsRow = {
  id: number;
  title: string;
  category: string;
  points: number;
  cash_cents: number;
  market_cents: number;
  stock: number;
  sales: number;
  virtual: number;
  grant_kind: string | null;
  grant_value: number | null;
  tag: string | null;
  detail: string;
  limit_per_user: number;
  start_at: number | null;
  end_at: number | null;
};
export type MallOrderRow = {
  id: number;
  order_no: string;
  user_id: number;
  goods_id: number;
  quantity: number;
  points: number;
  cash_cents: number;
  address: string | null;
  remark: string | null;
  delivery_note: string | null;
  express_company: string | null;
  express_no: string | null;
  created_at: number;
  status: number;
  shipped_at: number | null;
  finished_at: number | null;
  auto_confirmed: number;
  closed_at: number | null;
  close_reason: string | null;
  codes: string | null;
};
export type AddressRow = {
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
export type AddressInput = {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
};
export type MallOrderInsert = {
  orderNo: string;
  userId: number;
  goodsId: number;
  quantity: number;
  points: number;
  address: string | null;
  remark: string | null;
  deliveryNote: string | null;
  codes: string | null;
  status: number;
  finishedAt: number | null;
  createdAt: number;
  clientKey: string | null;
};
type Count = { n: number };

/** Sort orders of the goods list, by the contract's sort key. */
const GOODS_ORDER = {
  default: 'sort ASC',
  'points-asc': 'points ASC, id',
  'points-desc': 'points DESC, id',
  sales: 'sales DESC, id',
} as const;
export type GoodsSort = keyof typeof GOODS_ORDER;

/** The integral mall's goods, recipient addresses, exchange orders and tracking events. */
export const mallQueries = defineQueries((db) => {
  const goods = db.prepare<[number], GoodsRow>('SELECT * FROM mall_goods WHERE id = ?');
  const goodsCount = db.prepare<[string | null, string | null], Count>(
    'SELECT COUNT(*) AS n FROM mall_goods WHERE (? IS NULL OR category = ?)',
  );
  const goodsPage = (order: string) =>
    db.prepare<[string | null, string | null, number, number], GoodsRow>(
      `SELECT * FROM mall_goods WHERE (? IS NULL OR category = ?) ORDER BY ${order} LIMIT ? OFFSET ?`,
    );
  const goodsPages = {
    default: goodsPage(GOODS_ORDER.default),
    'points-asc': goodsPage(GOODS_ORDER['points-asc']),
    'points-desc': goodsPage(GOODS_ORDER['points-desc']),
    sales: goodsPage(GOODS_ORDER.sales),
  };
  const setStock = db.prepare<[number, number, number]>(
    'UPDATE mall_goods SET stock = ?, sales = ? WHERE id = ?',
  );
  const bought = db.prepare<[number, number, number], { n: number | null }>(
    'SELECT SUM(quantity) AS n FROM mall_orders WHERE user_id = ? AND goods_id = ? AND status != ?',
  );
  const addresses = db.prepare<[number], AddressRow>(
    'SELECT * FROM addresses WHERE user_id = ? ORDER BY is_default DESC, id DESC',
  );
  const addressCount = db.prepare<[number], Count>(
    'SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?',
  );
  const clearDefault = db.prepare<[number]>(
    'UPDATE addresses SET is_default = 0 WHERE user_id = ?',
  );
  const updateAddress = db.prepare<
    [string, string, string, string, string, string, number, number, number]
  >(
    'UPDATE addresses SET name = ?, phone = ?, province = ?, city = ?, district = ?, detail = ?, is_default = ? WHERE id = ? AND user_id = ?',
  );
  const insertAddress = db.prepare<
    [number, string, string, string, string, string, string, number, number]
  >(
    'INSERT INTO addresses (user_id, name, phone, province, city, district, detail, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const address = db.prepare<[number], AddressRow>('SELECT * FROM addresses WHERE id = ?');
  const addressOfUser = db.prepare<[number, number], AddressRow>(
    'SELECT * FROM addresses WHERE id = ? AND user_id = ?',
  );
  const defaultAddress = db.prepare<[number], AddressRow>(
    'SELECT * FROM addresses WHERE user_id = ? AND is_default = 1',
  );
  const deleteAddress = db.prepare<[number]>('DELETE FROM addresses WHERE id = ?');
  const promoteLatest = db.prepare<[number]>(
    'UPDATE addresses SET is_default = 1 WHERE id = (SELECT MAX(id) FROM addresses WHERE user_id = ?)',
  );
  return {
    goods: (id: number) => goods.get(id),
    goodsCount: (category: string | null) => goodsCount.get(category, category)?.n ?? 0,
    goodsPage: (category: string | null, sort: GoodsSort, size: number, offset: number) =>
      goodsPages[sort].all(category, category, size, offset),
    setStock: (goodsId: number, s: { stock: number; sales: number }) =>
      void setStock.run(s.stock, s.sales, goodsId),
    /** What a user holds of a good: orders in `closedStatus` gave their quantity back. */
    boughtBy: (userId: number, goodsId: number, closedStatus: number) =>
      bought.get(userId, goodsId, closedStatus)?.n ?? 0,
    addresses: (userId: number) => addresses.all(userId),
    addressCount: (userId: number) => addressCount.get(userId)?.n ?? 0,
    clearDefaultAddress: (userId: number) => void clearDefault.run(userId),
    /** Answers whether the user had that address. */
    updateAddress: (id: number, userId: number, a: AddressInput, isDefault: boolean) =>
      updateAddress.run(
        a.name,
        a.phone,
        a.province,
        a.city,
        a.district,
        a.detail,
        isDefault ? 1 : 0,
        id,
        userId,
      ).changes > 0,
    insertAddress: (userId: number, a: AddressInput, isDefault: boolean, now: number) =>
      Number(
        insertAddress.run(
          userId,
          a.name,
          a.phone,
          a.province,
          a.city,
          a.district,
          a.detail,
          isDefault ? 1 : 0,
          now,
        ).lastInsertRowid,
      ),
    address: (id: number) => address.get(id),
    addressOfUser: (id: number, userId: number) => addressOfUser.get(id, userId),
    defaultAddress: (userId: number) => defaultAddress.get(userId),
    deleteAddress: (id: number) => void deleteAddress.run(id),
    /** Makes the user's latest address the default one. */
    promoteLatestAddress: (userId: number) => void promoteLatest.run(userId),
  };
});
