import { formatClock } from './countdown-warnings';

/** What the home needs of exam info to say where the user stands. */
export type MyStateInput = {
  status: number;
  applied: boolean;
  chancesLeft: number;
  unfinishedAttemptId: number | null;
  unfinishedSecondsLeft?: number | null;
};

export type MyState = {
  /** 未报名 / 可答题 / 今日已答 / 继续答题, or the campaign's own state when it is not running. */
  label: string;
  /** The main button's text, and what it does. */
  action: { text: string; kind: 'login' | 'apply' | 'begin' | 'resume' | 'none' };
  note: string | null;
};

/**
 * The user's state on the home, decided from the server's exam info only. An unfinished attempt comes
 * first (its time runs on the server whatever the user does), then sign-up, then today's chances.
 */
export function myStateOf(info: MyStateInput, loggedIn: boolean): MyState {
  if (info.status === 0)
    return { label: '未开始', action: { text: '竞赛尚未开始', kind: 'none' }, note: null };
  if (info.status === 2)
    return { label: '已结束', action: { text: '竞赛已结束', kind: 'none' }, note: null };
  if (!loggedIn)
    return { label: '未报名', action: { text: '登录后报名', kind: 'login' }, note: null };
  if (info.unfinishedAttemptId !== null)
    return {
      label: '继续答题',
      action: { text: '继续答题', kind: 'resume' },
      note: `您有未完成的答题，是否继续？${info.unfinishedSecondsLeft == null ? '' : ` 剩余 ${formatClock(info.unfinishedSecondsLeft)}`}`,
    };
  if (!info.applied)
    return { label: '未报名', action: { text: '立即报名', kind: 'apply' }, note: null };
  if (info.chancesLeft <= 0)
    return {
      label: '今日已答',
      action: { text: '今日机会已用完', kind: 'none' },
      note: '今日答题机会已用完，完成任务可获得更多机会',
    };
  return {
    label: '可答题',
    action: { text: '开始答题', kind: 'begin' },
    note: `今日还可答题 ${info.chancesLeft} 次`,
  };
}

/** A duration in seconds as 1分05秒 / 45秒. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}分${String(s % 60).padStart(2, '0')}秒` : `${s}秒`;
}
