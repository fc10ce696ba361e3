import type { CourseSummary } from '@/contracts/api/live';

/** One row of GET /live/watch/history: a chapter (0: a single course's own video) the learner opened. */
export type HistoryRow = {
  course: CourseSummary;
  chapterId: number;
  watchTime: number;
  isComplete: boolean;
  updatedAt: number;
};

/** A course the learner has been watching: the chapter they were at last, and how much is done. */
export type LearningCourse = {
  course: CourseSummary;
  last: HistoryRow;
  learned: number;
  total: number;
  finished: boolean;
};

/**
 * The history folded into one row per course, latest first. A course is finished when as many of
 * its chapters are complete as it has (a single course is one video).
 */
export function learningCourses(history: HistoryRow[]): LearningCourse[] {
  const byCourse = new Map<number, LearningCourse>();
  for (const row of [...history].sort((a, b) => b.updatedAt - a.updatedAt)) {
    const total = Math.max(1, row.course.chapterCount);
    const entry = byCourse.get(row.course.id) ?? {
      course: row.course,
      last: row,
      learned: 0,
      total,
      finished: false,
    };
    if (row.isComplete) entry.learned += 1;
    entry.finished = entry.learned >= total;
    byCourse.set(row.course.id, entry);
  }
  return [...byCourse.values()];
}

/** The courses still under way (started, not finished), latest first. */
export const watchingCourses = (history: HistoryRow[]): LearningCourse[] =>
  learningCourses(history).filter((c) => !c.finished);
