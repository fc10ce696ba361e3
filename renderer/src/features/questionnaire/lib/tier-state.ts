/** A reward tier from the player's side: 未达成 / 待结算 / 可领取 / 已领取 / 已过期. */
export type TierState = '未达成' | '待结算' | '可领取' | '已领取' | '已过期';

type Standing = {
  examEnded: boolean;
  myRank: number | null;
  claimed: boolean;
  claimable: boolean;
  expired: boolean;
};

/** Which state a tier is in for me: only the tier of my rank can be anything but 未达成. */
export function tierState(tier: { rankFrom: number; rankTo: number }, s: Standing): TierState {
  const mine = s.myRank !== null && s.myRank >= tier.rankFrom && s.myRank <= tier.rankTo;
  if (!mine) return '未达成';
  if (s.claimed) return '已领取';
  if (!s.examEnded) return '待结算';
  // Not claimed within the claim period after the end (the server's `claimUntil`).
  if (s.expired) return '已过期';
  return s.claimable ? '可领取' : '未达成';
}
