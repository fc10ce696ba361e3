import { describe, expect, it } from 'vitest';
import type { TaskRow } from '../queries/exam-rewards';
import {
  claimDeadline,
  INVITE_REWARD_CENTS,
  MAX_INVITE_REWARDS,
  RANKING_CLAIM_DAYS,
  redpackStatusText,
  rewardText,
  taskStatus,
  tierRewardCents,
} from './exam-rewards';

const DAY = 86_400_000;
const TIERS = [
  { rank_from: 1, rank_to: 1, amount_cents: 88800, title: '冠军' },
  { rank_from: 2, rank_to: 3, amount_cents: 38800, title: '亚军、季军' },
  { rank_from: 4, rank_to: 10, amount_cents: 8800, title: '优胜奖' },
];

/** The reward rules that need no database (exam-rewards.test.ts has those that read one). */
describe('reward rules', () => {
  it('invites pay one yuan each, for up to twenty friends', () => {
    expect(INVITE_REWARD_CENTS).toBe(100);
    expect(MAX_INVITE_REWARDS).toBe(20);
  });

  it('names a record paid out as withdrawn, any other paid record as arrived', () => {
    expect(redpackStatusText(3, 1)).toBe('提现成功');
    expect(redpackStatusText(1, 1)).toBe('已到账');
    expect(redpackStatusText(2, 1)).toBe('已到账');
    expect(redpackStatusText(4, 1)).toBe('已到账');
    expect(redpackStatusText(3, 0)).toBe('处理中');
    expect(redpackStatusText(2, 0)).toBe('处理中');
  });

  it('pays the tier a rank falls in, both ends included', () => {
    expect(tierRewardCents(TIERS, 1)).toBe(88800);
    expect(tierRewardCents(TIERS, 2)).toBe(38800);
    expect(tierRewardCents(TIERS, 3)).toBe(38800);
    expect(tierRewardCents(TIERS, 4)).toBe(8800);
    expect(tierRewardCents(TIERS, 10)).toBe(8800);
    expect(tierRewardCents(TIERS, 11)).toBe(0);
    expect(tierRewardCents(TIERS, null)).toBe(0);
    expect(tierRewardCents([], 1)).toBe(0);
    // A rank needs both ends of its tier, whatever order the tiers come in.
    expect(tierRewardCents([...TIERS].reverse(), 1)).toBe(88800);
    expect(tierRewardCents([...TIERS].reverse(), 3)).toBe(38800);
  });

  it('closes the claim period on the exam’s own date, else thirty days after the end', () => {
    expect(RANKING_CLAIM_DAYS).toBe(30);
    expect(claimDeadline({ end_at: 1_000, claim_until: 5_000 })).toBe(5_000);
    expect(claimDeadline({ end_at: 1_000, claim_until: null })).toBe(1_000 + 30 * DAY);
  });

  it('says a task is claimed, claimable once its target is reached, or in progress', () => {
    expect(taskStatus(true, 0, 3)).toBe(2);
    expect(taskStatus(true, 3, 3)).toBe(2);
    expect(taskStatus(false, 3, 3)).toBe(1);
    expect(taskStatus(false, 4, 3)).toBe(1);
    expect(taskStatus(false, 2, 3)).toBe(0);
  });

  it('words each kind of task reward', () => {
    const t = (
      reward_kind: TaskRow['reward_kind'],
      reward_value: number,
      prop_type = null as number | null,
    ) => rewardText({ reward_kind, reward_value, prop_type });
    expect(t('attempt', 2)).toBe('答题机会+2');
    expect(t('lottery', 1)).toBe('抽奖机会+1');
    expect(t('prop', 2, 3)).toBe('延时卡×2');
    expect(t('prop', 1, 2)).toBe('跳题卡×1');
    expect(t('prop', 1)).toBe('去错卡×1');
    expect(t('prop', 4, 9)).toBe('道具×4');
    expect(t('redpack', 88)).toBe('0.88元红包');
    expect(t('redpack', 1250)).toBe('12.50元红包');
  });
});
