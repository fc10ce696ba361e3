import type { RankingReward } from './withdraw-api';

/** Where the caller stands with the ranking reward, in the words the pages show. */
export type StandingText = { title: string; description: string };

/** The sentence for each state of POST /ranking/reward (claimable, claimed, not yet, not ranked). */
export function describeStanding(s: RankingReward): StandingText {
  if (s.claimed)
    return { title: '奖励已领取', description: '排名奖励已领取，可在“查看收益”中查看记录' };
  if (s.expired)
    return { title: '领奖已过期', description: '排名奖励须在领奖期内领取，领奖期已过' };
  if (s.claimable)
    return {
      title: '恭喜获得排名奖励',
      description: '填写收款信息即可领取，奖励将直接提现到您的账户',
    };
  if (!s.examEnded)
    return { title: '竞赛进行中', description: '竞赛结束后，排名进入奖励范围即可领取排名奖励' };
  if (s.myRank === null)
    return { title: '暂无排名', description: '您未参加本次竞赛或没有有效成绩' };
  return { title: '未进入奖励范围', description: '很遗憾，您的排名未进入奖励范围，下次继续加油' };
}

/** `第1名` or `第4-10名` for a reward tier. */
export const tierRange = (from: number, to: number): string =>
  from === to ? `第${from}名` : `第${from}-${to}名`;
