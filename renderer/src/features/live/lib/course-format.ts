import { COURSE_STATUS, type CourseSummary } from '@/contracts/api/live';
import { formatDate, formatMoney } from '@/lib/format';

/** Seconds as mm:ss (h:mm:ss from an hour on), for 上次看到 and 学习到. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** 距开播 countdown text: days, or hh:mm:ss on the day. */
export function formatCountdown(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(s / 86_400);
  const hms = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}天 ${hms}` : hms;
}

/** The status tag of a course card: 即将开始 with its date, 直播中, 已结束 (replay on its way), 回放. */
export function statusLabel(course: Pick<CourseSummary, 'status' | 'startAt'>): string {
  if (course.status === COURSE_STATUS.UPCOMING)
    return `即将开始 ${formatDate(course.startAt, 'MM-DD HH:mm')}`;
  if (course.status === COURSE_STATUS.LIVE) return '直播中';
  if (course.status === COURSE_STATUS.ENDED) return '已结束';
  return '回放';
}

/** Free, the price in yuan, and 会员免费 where members watch free (prices are cents). */
export function priceLabel(course: Pick<CourseSummary, 'priceCents' | 'memberFree'>): string {
  if (course.priceCents === 0) return '免费';
  return course.memberFree
    ? `¥${formatMoney(course.priceCents)} · 会员免费`
    : `¥${formatMoney(course.priceCents)}`;
}

/** A chapter's progress line: 已学完, 学习到 mm:ss or nothing yet. */
export function chapterProgress(chapter: {
  watchTime: number;
  isComplete: boolean;
}): string | null {
  if (chapter.isComplete) return '已学完';
  return chapter.watchTime > 0 ? `学习到 ${formatClock(chapter.watchTime)}` : null;
}
