import { COURSE_TYPES } from '@/contracts/api/live-shapes';

/** Where the search box sends a keyword (the keyword article route). */
export const keywordPath = (keyword: string): string =>
  `/v2/article/word?keyword=${encodeURIComponent(keyword.trim())}`;

/** Detail routes of the feeds' items. */
export const articlePath = (id: number): string => `/article/detail/${id}`;
export const qaPath = (id: number): string => `/qa/detail/${id}`;
export const newsPath = (id: number): string => `/news/detail/${id}`;
export const coursePath = (course: { id: number; type: number }): string =>
  course.type === COURSE_TYPES.SERIES
    ? `/live/series/detail/${course.id}`
    : `/live/detail/${course.id}`;

/** The entries under the search box: the tools and areas (docs/product.md「首页与导航」). */
export const HOME_ENTRIES = [
  { key: 'calculator', label: '个税计算器', to: '/calculator' },
  { key: 'monthly', label: '资讯月刊', to: '/news/monthly' },
  { key: 'live', label: '直播课程', to: '/live/list' },
  { key: 'member', label: '会员中心', to: '/member/center' },
  { key: 'mall', label: '积分商城', to: '/integral/mall' },
  { key: 'questionnaire', label: '有奖问答', to: '/questionnaire' },
  { key: 'ask', label: '我要提问', to: '/qa/content' },
  { key: 'consult', label: '免费咨询', to: '/consult' },
] as const;
