import { describe, expect, it } from 'vitest';
import { describeStanding, tierRange } from './ranking-standing';

const base = {
  tiers: [],
  examEnded: true,
  myRank: 3,
  myRewardCents: 38_800,
  claimed: false,
  claimable: true,
  claimUntil: 0,
  expired: false,
};

describe('ranking reward standing', () => {
  it('invites a claim when the reward is claimable', () => {
    expect(describeStanding(base).title).toBe('恭喜获得排名奖励');
  });

  it('says when it was claimed, even though the exam has ended with a reward', () => {
    expect(describeStanding({ ...base, claimed: true, claimable: false }).title).toBe('奖励已领取');
  });

  it('asks to wait while the exam runs, and explains no rank or a rank outside the tiers', () => {
    expect(describeStanding({ ...base, examEnded: false, claimable: false }).title).toBe(
      '竞赛进行中',
    );
    expect(
      describeStanding({ ...base, myRank: null, myRewardCents: 0, claimable: false }).title,
    ).toBe('暂无排名');
    expect(
      describeStanding({ ...base, myRank: 88, myRewardCents: 0, claimable: false }).title,
    ).toBe('未进入奖励范围');
    expect(describeStanding({ ...base, claimable: false, expired: true }).title).toBe('领奖已过期');
    expect(
      describeStanding({ ...base, claimed: true, claimable: false, expired: true }).title,
    ).toBe('奖励已领取');
  });

  it('names a tier by its ranks', () => {
    expect(tierRange(1, 1)).toBe('第1名');
    expect(tierRange(4, 10)).toBe('第4-10名');
  });
});
