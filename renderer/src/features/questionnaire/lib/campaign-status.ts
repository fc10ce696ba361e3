/** What the main button says and whether it can be pressed. */
export function mainAction(
  info: { status: number; chancesLeft: number; openChallengeId: number | null },
  loggedIn: boolean,
): { text: string; enabled: boolean; note: string | null } {
  if (info.status === 0) return { text: '闯关赛尚未开始', enabled: false, note: null };
  if (info.status === 2) return { text: '闯关赛已结束', enabled: false, note: null };
  if (!loggedIn) return { text: '登录后开始挑战', enabled: true, note: null };
  if (info.openChallengeId !== null)
    return { text: '继续挑战', enabled: true, note: '你有一局未完成的挑战' };
  if (info.chancesLeft <= 0)
    return { text: '今日次数已用完', enabled: false, note: '今日挑战次数已用完，明天再来吧' };
  return { text: '开始挑战', enabled: true, note: null };
}

/** A duration in seconds as 1分05秒 / 45秒. */
export function formatUsedTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}分${String(s % 60).padStart(2, '0')}秒` : `${s}秒`;
}
