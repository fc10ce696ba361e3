import { describe, expect, it } from 'vitest';
import type { CourseSummary } from '@/contracts/api/live';
import { learningCourses, watchingCourses, type HistoryRow } from './my-learning';

const course = (id: number, chapterCount: number): CourseSummary => ({
  id,
  type: chapterCount > 0 ? 2 : 1,
  title: `课${id}`,
  subtitle: '',
  category: '',
  cover: '',
  lecturer: '',
  lecturerTitle: '',
  lecturerAvatar: '',
  priceCents: 0,
  memberFree: false,
  startAt: 0,
  status: 2,
  statusText: '回放',
  durationSeconds: 24,
  views: 0,
  likes: 0,
  chapterCount,
});
const row = (
  c: CourseSummary,
  chapterId: number,
  updatedAt: number,
  isComplete = false,
  watchTime = 5,
): HistoryRow => ({ course: c, chapterId, watchTime, isComplete, updatedAt });

describe('my learning', () => {
  const series = course(21, 3);
  const single = course(4, 0);

  it('folds chapters into one row per course, latest first, counting finished chapters', () => {
    const rows = learningCourses([
      row(series, 101, 10, true),
      row(single, 0, 30),
      row(series, 102, 20),
    ]);
    expect(
      rows.map((r) => [r.course.id, r.last.chapterId, r.learned, r.total, r.finished]),
    ).toEqual([
      [4, 0, 0, 1, false],
      [21, 102, 1, 3, false],
    ]);
  });

  it('a single course is finished with its one video; a series with every chapter', () => {
    const done = [
      row(single, 0, 5, true),
      row(series, 101, 1, true),
      row(series, 102, 2, true),
      row(series, 103, 3, true),
    ];
    expect(learningCourses(done).every((r) => r.finished)).toBe(true);
    expect(watchingCourses(done)).toEqual([]);
    expect(watchingCourses(done.slice(0, 3)).map((r) => r.course.id)).toEqual([21]);
  });
});
