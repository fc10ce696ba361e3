import { defineQueries } from '../db/queries';

/** An exam's own dates, kept when QA first moves them so they can be given back. */
export type CampaignOverrideRow = { end_at: number; claim_until: number | null };

/** QA's campaign control: end or expire an exam now, and restore its seeded dates. */
export const examCampaignQueries = defineQueries((db) => {
  const override = db.prepare<[number], CampaignOverrideRow>(
    'SELECT end_at, claim_until FROM exam_campaign_overrides WHERE exam_id = ?',
  );
  const keep = db.prepare<[number]>(
    'INSERT OR IGNORE INTO exam_campaign_overrides (exam_id, end_at, claim_until) SELECT id, end_at, claim_until FROM exams WHERE id = ?',
  );
  const setDates = db.prepare<[number, number | null, number]>(
    'UPDATE exams SET end_at = ?, claim_until = ? WHERE id = ?',
  );
  const drop = db.prepare<[number]>('DELETE FROM exam_campaign_overrides WHERE exam_id = ?');
  return {
    /** The dates kept before QA's first change, if QA changed this exam. */
    override: (examId: number) => override.get(examId),
    /** Keeps the exam's current dates, unless they were kept already. */
    keepOriginal: (examId: number) => void keep.run(examId),
    setDates: (examId: number, endAt: number, claimUntil: number | null) =>
      void setDates.run(endAt, claimUntil, examId),
    dropOverride: (examId: number) => void drop.run(examId),
  };
});
