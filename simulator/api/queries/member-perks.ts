import { defineQueries } from '../db/queries';

export type CardRow = {
  id: number;
  card_no: string;
  password: string;
  plan_id: number;
  expire_at: number;
  activated_by: number | null;
  activated_at: number | null;
};
export type FirmRow = {
  id: number;
  user_id: number;
  company_name: string;
  credit_code: string;
  contact_name: string;
  contact_phone: string;
  status: number;
  reject_reason: string | null;
  created_at: number;
};
export type FirmApplication = {
  companyName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  position?: string | null | undefined;
  employeeCount: string;
  city?: string | null | undefined;
  remark?: string | null | undefined;
};
export type WelfareRow = {
  id: number;
  title: string;
  description: string;
  min_level: number;
  kind: 'coupon' | 'points' | 'course';
  value: number;
  stock: number | null;
  claimed_count: number;
  starts_at: number | null;
  ends_at: number | null;
};
export type WelfareListRow = WelfareRow & { coupon_scope: number | null };

/** What membership opens besides the days: member cards, enterprise trials, benefits. */
export const memberPerkQueries = defineQueries((db) => {
  const cardByNo = db.prepare<[string], CardRow>('SELECT * FROM member_cards WHERE card_no = ?');
  const activatedCard = db.prepare<[number, number], CardRow>(
    'SELECT * FROM member_cards WHERE id = ? AND activated_by = ?',
  );
  const unactivatedCards = db.prepare<[], CardRow>(
    'SELECT * FROM member_cards WHERE activated_by IS NULL ORDER BY id',
  );
  const activateCard = db.prepare<[number, number, number]>(
    'UPDATE member_cards SET activated_by = ?, activated_at = ? WHERE id = ?',
  );
  const liveFirm = db.prepare<[string], FirmRow>(
    'SELECT * FROM firm_applications WHERE credit_code = ? AND status IN (0, 1) ORDER BY id DESC LIMIT 1',
  );
  const pendingFirmOfUser = db.prepare<[number], { one: number }>(
    'SELECT 1 AS one FROM firm_applications WHERE user_id = ? AND status = 0',
  );
  const addFirm = db.prepare<
    [number, string, string, string, string, string | null, string, string, string | null, number]
  >(
    'INSERT INTO firm_applications (user_id, company_name, credit_code, contact_name, contact_phone, position, employee_count, city, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const firm = db.prepare<[number], FirmRow>('SELECT * FROM firm_applications WHERE id = ?');
  const latestFirm = db.prepare<[number], FirmRow>(
    'SELECT * FROM firm_applications WHERE user_id = ? ORDER BY id DESC LIMIT 1',
  );
  const pendingFirm = db.prepare<[string], FirmRow>(
    'SELECT * FROM firm_applications WHERE credit_code = ? AND status = 0 ORDER BY id DESC LIMIT 1',
  );
  const decideFirm = db.prepare<[number, string | null, number]>(
    'UPDATE firm_applications SET status = ?, reject_reason = ? WHERE id = ?',
  );
  const welfare = db.prepare<[number], WelfareRow>('SELECT * FROM welfare WHERE id = ?');
  const welfareList = db.prepare<[], WelfareListRow>(
    "SELECT w.*, t.scope AS coupon_scope FROM welfare w LEFT JOIN coupon_templates t ON w.kind = 'coupon' AND t.id = w.value ORDER BY w.id",
  );
  const claimedIds = db.prepare<[number], { welfare_id: number }>(
    'SELECT welfare_id FROM welfare_claims WHERE user_id = ?',
  );
  const claimed = db.prepare<[number, number], { one: number }>(
    'SELECT 1 AS one FROM welfare_claims WHERE user_id = ? AND welfare_id = ?',
  );
  const claimable = db.prepare<[number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM welfare w WHERE w.min_level <= ? AND NOT EXISTS (SELECT 1 FROM welfare_claims c WHERE c.welfare_id = w.id AND c.user_id = ?)',
  );
  const takeStock = db.prepare<[number]>(
    'UPDATE welfare SET claimed_count = claimed_count + 1 WHERE id = ? AND (stock IS NULL OR claimed_count < stock)',
  );
  const addClaim = db.prepare<[number, number, number]>(
    'INSERT OR IGNORE INTO welfare_claims (user_id, welfare_id, claimed_at) VALUES (?, ?, ?)',
  );
  return {
    cardByNo: (cardNo: string) => cardByNo.get(cardNo),
    activatedCard: (id: number, userId: number) => activatedCard.get(id, userId),
    unactivatedCards: () => unactivatedCards.all(),
    activateCard: (id: number, userId: number, now: number) =>
      void activateCard.run(userId, now, id),
    /** A credit code's pending or approved application (a refused one may apply again). */
    liveFirm: (creditCode: string) => liveFirm.get(creditCode),
    hasPendingFirm: (userId: number) => pendingFirmOfUser.get(userId) !== undefined,
    addFirm: (userId: number, a: FirmApplication, now: number): FirmRow | undefined => {
      const { lastInsertRowid } = addFirm.run(
        userId,
        a.companyName,
        a.creditCode,
        a.contactName,
        a.contactPhone,
        a.position ?? null,
        a.employeeCount,
        a.city ?? '',
        a.remark ?? null,
        now,
      );
      return firm.get(Number(lastInsertRowid));
    },
    latestFirm: (userId: number) => latestFirm.get(userId),
    pendingFirm: (creditCode: string) => pendingFirm.get(creditCode),
    decideFirm: (id: number, status: number, reason: string | null) =>
      void decideFirm.run(status, reason, id),
    welfare: (id: number) => welfare.get(id),
    welfareList: () => welfareList.all(),
    claimedWelfareIds: (userId: number) => claimedIds.all(userId).map((r) => r.welfare_id),
    hasClaimed: (userId: number, welfareId: number) => claimed.get(userId, welfareId) !== undefined,
    /** Benefits a user of `level` may still claim. */
    claimableCount: (level: number, userId: number) => claimable.get(level, userId)?.n ?? 0,
    /** Takes one from a benefit's stock; false when none is left. */
    takeWelfareStock: (id: number) => takeStock.run(id).changes > 0,
    /** Records the claim; false when the user had already claimed it. */
    addClaim: (userId: number, welfareId: number, now: number) =>
      addClaim.run(userId, welfareId, now).changes > 0,
  };
});
