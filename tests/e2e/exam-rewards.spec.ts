import {
  examApplyEndpoint,
  examLotteryPrizeListEndpoint,
  examTaskRewardListEndpoint,
  rankPageEndpoint,
  rankingRewardEndpoint,
  receiveExamRankingRewardEndpoint,
} from '../../renderer/src/contracts/api/exam';
import { simExamLotteryEndpoint } from '../../simulator/api/sim/exam-endpoints';
import type { AppSession } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { Toast } from './support/toast';
import { seriousViolations } from './support/member-session';
import { signInPage } from './support/signed-in-page';

test.describe('知识竞赛：抽奖、邀请、排名奖励', () => {
  test('the lottery lands on the server’s prize: 谢谢参与, a double tap draws once, a red packet, then no chances left', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await user.call(examApplyEndpoint, { body: { examId: 5 } });
    const { prizes } = await user.call(examLotteryPrizeListEndpoint, { params: { examId: 5 } });
    const prize = (name: string) => prizes.find((p) => p.name === name)?.id;
    // QA: two chances, and the first draw is 谢谢参与.
    await user.call(simExamLotteryEndpoint, {
      params: { examId: 5 },
      body: { chances: 2, prizeId: prize('谢谢参与') },
    });
    await signInPage(page, user);

    await page.goto('/app/exam/lottery?examId=5');
    await expect(page.getByRole('list', { name: '奖品' }).getByRole('listitem')).toHaveCount(
      prizes.length,
    );
    await expect(page.getByText('剩余抽奖机会 2 次')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const draw = page.getByRole('button', { name: '立即抽奖' });
    await draw.dblclick();
    await expect(page.getByRole('status').filter({ hasText: '谢谢参与，下次好运' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: '奖品' }).locator('[aria-current="true"]'),
    ).toHaveText('谢谢参与');
    // One draw for the double tap: one chance spent.
    await expect(page.getByText('剩余抽奖机会 1 次')).toBeVisible();

    await user.call(simExamLotteryEndpoint, {
      params: { examId: 5 },
      body: { prizeId: prize('8.88元红包') },
    });
    await page.getByRole('button', { name: '立即抽奖' }).click();
    await new Toast(page).expectShown('恭喜获得8.88元红包');
    await expect(page.getByText('剩余抽奖机会 0 次')).toBeVisible();
    await expect(page.getByRole('button', { name: '立即抽奖' })).toBeDisabled();
    await expect(page.getByText(/暂无抽奖机会/)).toBeVisible();
    // The red packet is the server's: it is in the records as 答题红包.
    await page.goto('/app/exam/redpack?examId=5');
    await expect(
      page
        .getByRole('list', { name: '红包记录' })
        .getByRole('listitem')
        .filter({ hasText: '+8.88元' }),
    ).toHaveCount(1);
  });

  test('the invitation in a browser: poster, link copied, the share counted for the share task, and the friend listed', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await user.call(examApplyEndpoint, { body: { examId: 5 } });
    await signInPage(page, user);

    await page.goto('/app/exam/invite?examId=5');
    await expect(page.getByRole('img', { name: /^邀请海报/ })).toBeVisible();
    const link = page.getByRole('textbox', { name: '我的邀请链接' });
    await expect(link).toHaveValue(/\/app\/exam\?examId=5&inviteUserId=\d+$/);
    await expect(page.getByText('还没有好友通过你的邀请参赛')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '复制链接' }).click();
    await new Toast(page).expectShown('链接已复制');

    await page.getByRole('button', { name: '分享给好友' }).click();
    // The share is a tracked event the server counts: the share task becomes claimable.
    await expect
      .poll(
        async () =>
          (await user.call(examTaskRewardListEndpoint, { body: { examId: 5 } })).find(
            (t) => t.title === '分享竞赛海报',
          )?.status,
      )
      .toBe(1);

    // A friend signs up through the link: listed with the red packet it earned me.
    const inviteUserId = Number(new URL(await link.inputValue()).searchParams.get('inviteUserId'));
    const friend = await mockApi.newUser();
    await friend.call(examApplyEndpoint, { body: { examId: 5, inviteUserId } });
    await page.reload();
    await expect(
      page.getByRole('list', { name: '我邀请的好友' }).getByRole('listitem'),
    ).toHaveCount(1);
    await expect(page.getByRole('list', { name: '我邀请的好友' })).toContainText(
      '邀请红包 +1.00元',
    );
  });

  test('the ranking reward of an ended exam is claimed once into the red-packet balance', async ({
    page,
    mockApi,
  }, testInfo) => {
    // A seeded player ranked in the reward range of exam 4 (ended) who has not claimed yet; each
    // project starts from its own rank so parallel runs do not take the same player.
    const reader = await mockApi.newUser();
    const board = (await reader.call(rankPageEndpoint, { body: { examId: 4, page: 1, size: 50 } }))
      .list;
    const from = testInfo.project.name.startsWith('android') ? 40 : 50;
    let player: AppSession | null = null;
    for (const row of board.filter((r) => r.rank <= from).reverse()) {
      const seeded = await mockApi.signIn(`1380000${String(row.userId).padStart(4, '0')}`);
      if ((await seeded.call(rankingRewardEndpoint, { body: { examId: 4 } })).claimable) {
        player = seeded;
        break;
      }
    }
    if (!player) throw new Error('no seeded player of exam 4 has an unclaimed ranking reward');
    await signInPage(page, player);

    await page.goto('/app/exam/rank?examId=4');
    const reward = page.getByRole('region', { name: /^排名奖励：\d+\.\d{2}元$/ });
    await expect(reward).toContainText('恭喜获得排名奖励');
    await expect(page.getByRole('region', { name: '奖励设置' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await reward.getByRole('button', { name: '领取排名奖励' }).dblclick();
    await expect(
      page.locator('.adm-toast-main').getByText(/^领取成功：\d+\.\d{2}元已计入红包余额$/),
    ).toBeVisible();
    await expect(reward.getByRole('button', { name: '已领取' })).toBeDisabled();
    // A second claim is refused by the server.
    await expect(
      player.call(receiveExamRankingRewardEndpoint, { body: { examId: 4 } }),
    ).rejects.toThrow('排名奖励已领取');
    await reward.getByRole('link', { name: '去我的红包提现' }).click();
    await expect(page.getByRole('list', { name: '红包记录' }).getByRole('listitem')).toHaveCount(1);
  });
});
