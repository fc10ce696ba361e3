import { defineQueries } from '../db/queries';

/** A won prize: the draw, its prize, and for a goods prize its recipient and shipping (null until given). */
export type WinRow = {
  draw_id: number;
  exam_id: number;
  user_id: number;
  created_at: number;
  prize_id: number;
  name: string;
  kind: string;
  r_name: string | null;
  phone: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  detail: string | null;
  submitted_at: number | null;
  shipped_at: number | null;
  express_company: string | null;
  tracking_no: string | null;
};
export type RecipientInput = {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
};

const WIN = `SELECT d.id AS draw_id, d.exam_id, d.user_id, d.created_at, p.id AS prize_id, p.name, p.kind,
  r.name AS r_name, r.phone, r.province, r.city, r.district, r.detail, r.submitted_at, r.shipped_at, r.express_company, r.tracking_no
  FROM lottery_draws d JOIN lottery_prizes p ON p.id = d.prize_id LEFT JOIN lottery_recipients r ON r.draw_id = d.id`;

/** The lottery's draws by client key, QA's next prize for one player, stock, won prizes and their recipients. */
export const examLotteryQueries = defineQueries((db) => {
  const drawByKey = db.prepare<[number, number, string], { id: number; prize_id: number }>(
    'SELECT id, prize_id FROM lottery_draws WHERE exam_id = ? AND user_id = ? AND client_key = ?',
  );
  const recordDraw = db.prepare<[number, number, number, number, string | null]>(
    'INSERT INTO lottery_draws (exam_id, user_id, prize_id, created_at, client_key) VALUES (?, ?, ?, ?, ?)',
  );
  const rig = db.prepare<[number, number], { prize_id: number }>(
    'SELECT prize_id FROM lottery_rigs WHERE exam_id = ? AND user_id = ?',
  );
  const setRig = db.prepare<[number, number, number]>(
    'INSERT INTO lottery_rigs VALUES (?, ?, ?) ON CONFLICT (exam_id, user_id) DO UPDATE SET prize_id = excluded.prize_id',
  );
  const clearRig = db.prepare<[number, number]>(
    'DELETE FROM lottery_rigs WHERE exam_id = ? AND user_id = ?',
  );
  const takeStock = db.prepare<[number]>(
    'UPDATE lottery_prizes SET stock = stock - 1 WHERE id = ? AND (stock IS NULL OR stock > 0)',
  );
  const wins = db.prepare<[number, number], WinRow>(
    `${WIN} WHERE d.exam_id = ? AND d.user_id = ? AND p.kind <> 'none' ORDER BY d.id DESC`,
  );
  const win = db.prepare<[number], WinRow>(`${WIN} WHERE d.id = ?`);
  const saveRecipient = db.prepare<
    [number, string, string, string, string, string, string, number]
  >(
    'INSERT INTO lottery_recipients (draw_id, name, phone, province, city, district, detail, submitted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const ship = db.prepare<[number, string, string, number]>(
    'UPDATE lottery_recipients SET shipped_at = ?, express_company = ?, tracking_no = ? WHERE draw_id = ? AND shipped_at IS NULL',
  );
  return {
    /** The draw made earlier with this client key, if any. */
    drawByKey: (examId: number, userId: number, clientKey: string) =>
      drawByKey.get(examId, userId, clientKey),
    /** Records a draw; answers its id. */
    recordDraw: (
      examId: number,
      userId: number,
      prizeId: number,
      now: number,
      clientKey: string | null,
    ) => Number(recordDraw.run(examId, userId, prizeId, now, clientKey).lastInsertRowid),
    /** QA's prize for this player's next draw (taken once), if one is set. */
    takeRig(examId: number, userId: number): number | undefined {
      const r = rig.get(examId, userId);
      if (r) clearRig.run(examId, userId);
      return r?.prize_id;
    },
    setRig: (examId: number, userId: number, prizeId: number) =>
      void setRig.run(examId, userId, prizeId),
    /** Takes one of a prize's stock; false when none is left. */
    takeStock: (prizeId: number) => takeStock.run(prizeId).changes > 0,
    wins: (examId: number, userId: number) => wins.all(examId, userId),
    win: (drawId: number) => win.get(drawId),
    saveRecipient: (drawId: number, r: RecipientInput, now: number) =>
      void saveRecipient.run(
        drawId,
        r.name,
        r.phone,
        r.province,
        r.city,
        r.district,
        r.detail,
        now,
      ),
    /** Marks a parcel shipped (once); false when it was shipped already or has no recipient. */
    ship: (drawId: number, company: string, trackingNo: string, now: number) =>
      ship.run(now, company, trackingNo, drawId).changes > 0,
  };
});
