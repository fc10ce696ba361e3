import { defineQueries } from '../db/queries';

/** The lottery's draws by client key, and QA's next prize for one player. */
export const examLotteryQueries = defineQueries((db) => {
  const drawByKey = db.prepare<[number, number, string], { prize_id: number }>('SELECT prize_id FROM lottery_draws WHERE exam_id = ? AND user_id = ? AND client_key = ?');
  const recordDraw = db.prepare<[number, number, number, number, string | null]>('INSERT INTO lottery_draws (exam_id, user_id, prize_id, created_at, client_key) VALUES (?, ?, ?, ?, ?)');
  const rig = db.prepare<[number, number], { prize_id: number }>('SELECT prize_id FROM lottery_rigs WHERE exam_id = ? AND user_id = ?');
  const setRig = db.prepare<[number, number, number]>('INSERT INTO lottery_rigs VALUES (?, ?, ?) ON CONFLICT (exam_id, user_id) DO UPDATE SET prize_id = excluded.prize_id');
  const clearRig = db.prepare<[number, number]>('DELETE FROM lottery_rigs WHERE exam_id = ? AND user_id = ?');
  return {
    /** The prize of the draw made earlier with this client key, if any. */
    drawByKey: (examId: number, userId: number, clientKey: string) => drawByKey.get(examId, userId, clientKey)?.prize_id,
    recordDraw: (examId: number, userId: number, prizeId: number, now: number, clientKey: string | null) => void recordDraw.run(examId, userId, prizeId, now, clientKey),
    /** QA's prize for this player's next draw (taken once), if one is set. */
    takeRig(examId: number, userId: number): number | undefined {
      const r = rig.get(examId, userId);
      if (r) clearRig.run(examId, userId);
      return r?.prize_id;
    },
    setRig: (examId: number, userId: number, prizeId: number) => void setRig.run(examId, userId, prizeId),
  };
});
