import { COURSE_TYPES } from '@/contracts/api/live';

/** A course's page: a series opens its chapters, a single course its detail. */
export const coursePath = (course: { id: number; type: number }): string =>
  course.type === COURSE_TYPES.SERIES
    ? `/live/series/detail/${course.id}`
    : `/live/detail/${course.id}`;

/** The recorded library's categories (the server filters by exact name). */
export const CLOUD_CATEGORIES = [
  '个人所得税',
  '增值税',
  '企业所得税',
  '发票管理',
  '税收优惠',
  '税务筹划',
  '税务稽查',
  '税务师考试',
  '出口退税',
] as const;
