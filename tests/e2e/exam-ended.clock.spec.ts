import {
  examApplyEndpoint,
  examBeginEndpoint,
  rankPageEndpoint,
  rankingRewardEndpoint,
  receiveExamRankingRewardEndpoint,
  redpackRankingWithdrawEndpoint,
} from '../../renderer/src/contracts/api/exam';
import { questionnaireRewardClaimEndpoint } from '../../renderer/src/contracts/api/questionnaire';
import { challengeStartEndpoint } from '../../renderer/src/contracts/api/questionnaire-challenge';
import { MockApiError, type AppSession, type MockApi } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { newClientKey } from '../../renderer/src/contracts/api/client-key';
import { seriousViolations } from './support/member-session';
import { signInPage } from './support/signed-in-page';

/**
 * The campaigns after their end (docs/product.md「考试与排名」,
 * docs/product.md「问卷竞赛」), shown with QA's campaign control: the exam and
 * the questionnaire ended now (已结束), then their claim period lapsed (已过期). A clock spec: ending a
 * campaign changes it for every player, so it runs in the clock projects, after every other spec, and
 * gives the campaigns their dates back after each test.
 */
const campaign = (mockApi: MockApi, examId: number, action: 'end' | 'expire' | 'restore') =>
  mockApi.examCampaign({ params: { examId }, body: { action } });

/** A seeded player ranked in the reward range of `examId` (top 50): an unclaimed reward is theirs. */
async function rankedPlayer(mockApi: MockApi, examId: number, rank: number): Promise<AppSession> {
  const reader = await mockApi.newUser();
  const board = (await reader.call(rankPageEndpoint, { body: { examId, page: 1, size: 50 } })).list;
  const row = board.find((r) => r.rank === rank) ?? board[board.length - 1];
  return mockApi.signIn(`1380000${String(row?.userId ?? 21).padStart(4, '0')}`);
}

test.describe('活动结束以后', () => {
  // Each test moves its own campaign (5, 4, 6), so none undoes another's; each gives it back after.
  test.afterEach(async ({ mockApi }) => {
    for (const examId of [5, 4, 6]) await campaign(mockApi, examId, 'restore');
  });

  test('the exam ended: its home says 已结束 and answering is refused', async ({
    page,
    mockApi,
  }) => {
    const player = await mockApi.newUser();
    await player.call(examApplyEndpoint, { body: { examId: 5 } });
    await signInPage(page, player);
    expect((await campaign(mockApi, 5, 'end')).status).toBe(2);

    await page.goto('/app/exam?examId=5');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '我的状态：已结束' })).toBeVisible();
    await expect(main.getByRole('button', { name: '竞赛已结束' })).toBeDisabled();
    await expect(main.getByRole('button', { name: '开始答题' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Going to the answering screen anyway: the server refuses to begin, nothing can be answered.
    await page.goto('/app/exam/answer?examId=5');
    await expect(page.getByText('竞赛已结束').first()).toBeVisible();
    await expect(page.getByRole('list', { name: '选项' })).toHaveCount(0);
    await expect(player.call(examBeginEndpoint, { body: { examId: 5 } })).rejects.toThrow(
      '竞赛已结束',
    );
  });

  test('a ranking reward not claimed in its claim period is 已过期 and cannot be claimed', async ({
    page,
    mockApi,
  }, testInfo) => {
    // Last year's competition (exam 4) ended; its ranking rewards can be claimed until QA lets the period lapse.
    const player = await rankedPlayer(
      mockApi,
      4,
      testInfo.project.name.startsWith('android') ? 12 : 13,
    );
    await signInPage(page, player);
    expect(await player.call(rankingRewardEndpoint, { body: { examId: 4 } })).toMatchObject({
      examEnded: true,
      expired: false,
    });

    expect((await campaign(mockApi, 4, 'expire')).claimExpired).toBe(true);
    await page.goto('/app/exam/rank?examId=4');
    const reward = page.getByRole('region', { name: /^排名奖励：\d+\.\d{2}元$/ });
    await expect(reward).toContainText('领奖已过期');
    await expect(reward.getByRole('button', { name: '领取排名奖励' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(
      player.call(receiveExamRankingRewardEndpoint, { body: { examId: 4 } }),
    ).rejects.toThrow('领奖期已过，排名奖励已过期');
  });

  test('a ranking reward claimed and paid out shows in 查看收益 as 排名奖励, not 答题红包', async ({
    page,
    mockApi,
  }, testInfo) => {
    const player = await rankedPlayer(
      mockApi,
      6,
      testInfo.project.name.startsWith('android') ? 16 : 17,
    );
    await signInPage(page, player);
    await campaign(mockApi, 6, 'end');
    // The call throws unless the server pays out.
    const paid = await player.call(redpackRankingWithdrawEndpoint, {
      body: {
        examId: 6,
        channel: 'wechat',
        account: 'wx_ranked_player',
        realName: '排名奖励',
        // A payout spends: the server takes it once per key, and refuses it without one.
        clientKey: newClientKey('e2e-rank'),
      },
    });
    const yuan = (paid.amountCents / 100).toFixed(2);

    await page.goto('/app/questionnaire/reflect?examId=6');
    const records = page.getByRole('list', { name: '红包记录' }).getByRole('listitem');
    await expect(
      records.filter({ hasText: '排名奖励' }).filter({ hasText: `+${yuan}元` }),
    ).toHaveCount(1);
    await expect(
      records.filter({ hasText: '红包提现' }).filter({ hasText: `-${yuan}元` }),
    ).toHaveCount(1);
    await expect(
      records.filter({ hasText: '答题红包' }).filter({ hasText: `+${yuan}元` }),
    ).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the questionnaire ended: mng says 已结束 and starts no challenge; an unclaimed reward tier is 已过期', async ({
    page,
    mockApi,
  }, testInfo) => {
    const player = await rankedPlayer(
      mockApi,
      6,
      testInfo.project.name.startsWith('android') ? 14 : 15,
    );
    await signInPage(page, player);
    await campaign(mockApi, 6, 'end');

    await page.goto('/app/questionnaire/mng');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '个税汇算知识闯关赛' })).toBeVisible();
    await expect(main.getByText('已结束', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: '闯关赛已结束' })).toBeDisabled();
    await expect(main.getByRole('button', { name: '开始挑战' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(player.call(challengeStartEndpoint, { body: {} })).rejects.toThrow(/已结束/);

    await campaign(mockApi, 6, 'expire');
    await page.goto('/app/questionnaire/price');
    const tiers = page.getByRole('list', { name: '奖励档位' });
    await expect(tiers.getByText('已过期')).toHaveCount(1);
    await expect(tiers.getByRole('link', { name: '可领取' })).toHaveCount(0);
    await expect(player.call(questionnaireRewardClaimEndpoint, { body: {} })).rejects.toThrow(
      MockApiError,
    );
  });
});
