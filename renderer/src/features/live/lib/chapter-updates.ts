import type { Chapter } from '@/contracts/api/live';

/**
 * What the page learns of a chapter while it plays: the position at once from this phone, and the
 * server's verdict (`isComplete`) when it answers a report. 已学完 comes from the server only.
 */
export type ChapterUpdate = { watchTime: number; isComplete?: boolean };

/** Folds an update into what was learnt before: the furthest position, completion once answered stays. */
export function foldUpdate(prev: ChapterUpdate | undefined, update: ChapterUpdate): ChapterUpdate {
  return {
    watchTime: Math.max(prev?.watchTime ?? 0, update.watchTime),
    isComplete: prev?.isComplete === true || update.isComplete === true,
  };
}

/** The loaded chapters with what was learnt since: positions moved on, 已学完 where the server said so. */
export function withUpdates(
  chapters: readonly Chapter[],
  updates: Readonly<Record<number, ChapterUpdate>>,
): Chapter[] {
  return chapters.map((c) => {
    const u = updates[c.id];
    return u
      ? {
          ...c,
          watchTime: Math.max(c.watchTime, u.watchTime),
          isComplete: c.isComplete || u.isComplete === true,
        }
      : c;
  });
}
