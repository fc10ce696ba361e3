import type { Page } from '@playwright/test';
import {
  examApplyEndpoint,
  examBeginEndpoint,
  examBuringPointEndpoint,
  examGetNextInfoEndpoint,
  examInviteEndpoint,
  examTaskRewardListEndpoint,
  examV2SaveResultEndpoint,
  inviteRecordEndpoint,
  receiveExamTaskRewardEndpoint,
} from '../../renderer/src/contracts/api/exam';
import { simExamTimeLeftEndpoint } from '../../simulator/api/sim/exam-endpoints';
import type { AppSession } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { Toast } from './support/toast';
import { seriousViolations } from './support/member-session';
import { signInPage } from './support/signed-in-page';

const secondsOnTimer = async (page: Page): Promise<number> => {
  const label = (await page.getByRole('timer').getAttribute('aria-label')) ?? '';
  const [, m, s] = label.match(/(\d+) 分 (\d+) 秒/) ?? [];
  return Number(m) * 60 + Number(s);
};

/** Answers the current question with option A (and 提交答案 on a multiple-choice question). */
async function answerA(page: Page): Promise<void> {
  const card = page.getByRole('region').filter({ has: page.getByRole('list', { name: '选项' }) });
  const multiple = (await card.getByText('多选题', { exact: true }).count()) > 0;
  await card.getByRole('list', { name: '选项' }).getByRole('button', { name: /^A\. / }).click();
  if (multiple) await card.getByRole('button', { name: '提交答案' }).click();
}

const progress = (page: Page, n: number) => page.getByText(`第 ${n}/10 题`, { exact: true });

async function attemptIdOnServer(player: AppSession): Promise<number> {
  return (await player.call(examBeginEndpoint, { body: { examId: 5 } })).attemptId;
}

test.describe('知识竞赛', () => {
  test('sign up through an invitation, answer the whole exam, reload mid-exam on the same clock, result and rank', async ({
    page,
    mockApi,
  }) => {
    const inviter = await mockApi.newUser();
    const invite = await inviter.call(examInviteEndpoint, { params: { examId: 5, type: 2 } });
    await signInPage(page, await mockApi.newUser());

    await page.goto(`/app/exam?examId=5&inviteUserId=${invite.inviteUserId}`);
    // This year's competition: the mock names it after the year it started, by its own clock.
    await expect(page.getByRole('heading', { name: /^\d{4}年度全国税务知识竞赛$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: '我的状态：未报名' })).toBeVisible();
    await expect(page.getByText(/邀请您参加竞赛$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '立即报名' }).click();
    await new Toast(page).expectShown('报名成功');
    await expect(page.getByRole('heading', { name: '我的状态：可答题' })).toBeVisible();
    await expect(page.getByText('今日还可答题 3 次')).toBeVisible();
    // The inviter's list holds the new friend: the server recorded the invitation.
    const invited = await inviter.call(inviteRecordEndpoint, { body: { examId: 5 } });
    expect(invited.total).toBe(1);

    await page.getByRole('button', { name: '开始答题' }).click();
    await expect(page).toHaveURL(/\/exam\/answer\?examId=5$/);
    await expect(progress(page, 1)).toBeVisible();
    await expect.poll(() => secondsOnTimer(page)).toBeGreaterThan(14 * 60 + 45);
    expect(await seriousViolations(page)).toEqual([]);
    await answerA(page);
    await expect(progress(page, 2)).toBeVisible();
    await answerA(page);
    await expect(progress(page, 3)).toBeVisible();

    // Reloading finds the same question, and the clock continues from the server's time (never 15:00 again).
    const stem = await page.getByRole('heading', { level: 2 }).textContent();
    await expect.poll(() => secondsOnTimer(page)).toBeLessThan(15 * 60 - 1);
    const before = await secondsOnTimer(page);
    await page.reload();
    await expect(progress(page, 3)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(stem ?? '');
    const after = await secondsOnTimer(page);
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(before - 30);

    for (let n = 3; n <= 10; n++) {
      await expect(progress(page, n)).toBeVisible();
      await answerA(page);
    }
    await expect(page).toHaveURL(/\/exam\/result\?examId=5&attemptId=\d+$/);
    const result = page.getByRole('region', { name: /分 \/ 100 分$/ });
    await expect(result).toContainText(/答对\d+\/10 题/);
    await expect(result).toContainText(/当前排名第 \d+ 名/);
    await expect(result).toContainText(/首次上榜，第 \d+ 名/);
    await expect(page.getByRole('heading', { name: '答题解析' })).toBeVisible();
    await expect(
      page.getByRole('list').filter({ hasText: '正确答案' }).getByRole('listitem'),
    ).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: '返回竞赛首页' }).click();
    await expect(page.getByRole('heading', { name: '我的状态：可答题' })).toBeVisible();
    await expect(page.getByText('今日还可答题 2 次')).toBeVisible();
    await expect(page.getByRole('region', { name: /我的状态/ })).toContainText(/我的排名第 \d+ 名/);
  });

  test('the 1:00 warning, then the automatic submission at 0 with a message, and no way to answer late', async ({
    page,
    mockApi,
  }) => {
    const player = await mockApi.newUser();
    await player.call(examApplyEndpoint, { body: { examId: 5 } });
    await signInPage(page, player);
    await page.goto('/app/exam?examId=5');
    await page.getByRole('button', { name: '开始答题' }).click();
    await expect(progress(page, 1)).toBeVisible();
    await answerA(page);
    await expect(progress(page, 2)).toBeVisible();

    // The home offers the unfinished attempt with the server's time left; 继续答题 returns to it.
    await page.goto('/app/exam?examId=5');
    await expect(page.getByRole('heading', { name: '我的状态：继续答题' })).toBeVisible();
    await expect(page.getByText(/^您有未完成的答题，是否继续？ 剩余 1[45]:[0-5]\d$/)).toBeVisible();
    await expect(page.getByRole('button', { name: '放弃（按已答交卷）' })).toBeEnabled();
    await page.getByRole('button', { name: '继续答题' }).click();
    await expect(progress(page, 2)).toBeVisible();

    // QA ends this attempt's time 62 s from the server's now (a control on the player's own attempt);
    // the reload reads the server's clock.
    const attemptId = await attemptIdOnServer(player);
    await player.call(simExamTimeLeftEndpoint, { params: { attemptId }, body: { seconds: 62 } });
    await page.reload();
    await expect(progress(page, 2)).toBeVisible();
    await new Toast(page).expectShown('答题时间剩余不足1分钟，请抓紧作答');
    await player.call(simExamTimeLeftEndpoint, { params: { attemptId }, body: { seconds: 3 } });
    await page.reload();
    await new Toast(page).expectShown('答题时间已到，已为您自动交卷');
    await expect(page).toHaveURL(new RegExp(`/exam/result\\?examId=5&attemptId=${attemptId}$`));
    await expect(page.getByRole('region', { name: /分 \/ 100 分$/ })).toContainText('答对');
    // The server refuses a late answer.
    await expect(
      player.call(examGetNextInfoEndpoint, { body: { attemptId, index: 1, answer: 'A' } }),
    ).rejects.toThrow(/：本次答题已提交$/);
  });

  test('tasks claimed once, my rank pinned on the board, the inviter’s red packet labelled 邀请红包 and withdrawn once', async ({
    page,
    mockApi,
  }) => {
    const player = await mockApi.newUser();
    const friend = await mockApi.newUser();
    const me = await player.call(examInviteEndpoint, { params: { examId: 5, type: 2 } });
    await player.call(examApplyEndpoint, { body: { examId: 5 } });
    await friend.call(examApplyEndpoint, {
      body: { examId: 5, inviteUserId: me.inviteUserId },
    });
    // One whole attempt submitted through the API: the task 完成1次答题 becomes claimable and I am ranked.
    const attemptId = await attemptIdOnServer(player);
    await player.call(examV2SaveResultEndpoint, { body: { attemptId } });
    await signInPage(page, player);

    await page.goto('/app/exam/task?examId=5');
    const claim = page.getByRole('button', { name: '领取：完成1次答题' });
    await claim.click();
    await new Toast(page).expectShown('领取成功：抽奖机会+1');
    await expect(page.getByRole('button', { name: '已领取：完成1次答题' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '去完成：单次答题满分' })).toBeEnabled();
    // axe weighs a fading toast's text: check once it has gone.
    await expect(new Toast(page).message('领取成功：抽奖机会+1')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    const tasks = await player.call(examTaskRewardListEndpoint, { body: { examId: 5 } });
    const taskId = tasks.find((t) => t.title === '完成1次答题')?.id ?? 0;
    await expect(
      player.call(receiveExamTaskRewardEndpoint, { body: { examId: 5, taskId } }),
    ).rejects.toThrow(/：奖励已领取$/);

    await page.goto('/app/exam/rank?examId=5');
    await expect(page.getByRole('region', { name: '我的排名' })).toContainText(/第 \d+ 名.*（我）/);
    await expect(
      page.getByRole('list', { name: '排名' }).getByRole('listitem').first(),
    ).toContainText('第 1 名');

    await page.goto('/app/exam/redpack?examId=5');
    const records = page.getByRole('list', { name: '红包记录' });
    await expect(records.getByRole('listitem').filter({ hasText: '邀请红包' })).toHaveCount(1);
    await expect(records).toContainText(/\+\d+\.\d{2}元/);
    const balance = page.getByRole('region', { name: '红包余额' });
    await expect(balance).toContainText('1.00');
    expect(await seriousViolations(page)).toEqual([]);

    // Withdrawal (the questionnaire's form, shared): below the minimum is refused on the page; 1 元 goes through once, however often tapped.
    const form = page.getByRole('region', { name: '我要提现' });
    const submit = form.getByRole('button', { name: '立即提现' });
    await form.getByText('支付宝', { exact: true }).click();
    await form.getByRole('textbox', { name: '收款账号' }).fill('13900001111');
    await form.getByRole('textbox', { name: '真实姓名' }).fill('赵磊');
    await form.getByRole('textbox', { name: '提现金额' }).fill('0.5');
    await submit.click();
    await expect(form.getByText('满1元可提现', { exact: true })).toBeVisible();
    await form.getByRole('textbox', { name: '提现金额' }).fill('1');
    await submit.dblclick();
    await new Toast(page).expectShown('提现成功');
    await expect(balance).toContainText('0.00');
    await expect(records.getByRole('listitem').filter({ hasText: '红包提现' })).toHaveCount(1);
    await expect(records).toContainText('-1.00元');
  });

  test('a prop the server offers on the question: 去错卡 removes up to two wrong options, once', async ({
    page,
    mockApi,
  }) => {
    const player = await mockApi.newUser();
    await player.call(examApplyEndpoint, { body: { examId: 5 } });
    // Sharing the poster completes the share task, whose reward is a 去错卡.
    await player.call(examBuringPointEndpoint, { body: { examId: 5, event: 'share' } });
    const tasks = await player.call(examTaskRewardListEndpoint, { body: { examId: 5 } });
    const share = tasks.find((t) => t.title === '分享竞赛海报');
    if (!share) throw new Error('the exam offers no 分享竞赛海报 task');
    await player.call(receiveExamTaskRewardEndpoint, { body: { examId: 5, taskId: share.id } });
    await signInPage(page, player);
    await page.goto('/app/exam?examId=5');
    await expect(page.getByRole('list').filter({ hasText: '去错卡 ×1' })).toBeVisible();
    await page.getByRole('button', { name: '开始答题' }).click();

    const props = page.getByRole('list', { name: '道具' });
    const removeWrong = props.getByRole('button', { name: '去错卡 ×1' });
    // True/false questions refuse it (the server says so): answer until a question takes it. Each
    // question's props come after it; until they do the bar is busy with the last one's.
    for (let n = 1; n <= 10; n++) {
      await expect(progress(page, n)).toBeVisible();
      await expect(removeWrong).toBeVisible();
      await expect(props).not.toHaveAttribute('aria-busy', 'true');
      if ((await removeWrong.getAttribute('aria-disabled')) !== 'true') break;
      await answerA(page);
    }
    const options = page.getByRole('list', { name: '选项' }).getByRole('button');
    const before = await options.count();
    await removeWrong.click();
    // Up to two wrong options go: a multiple-choice question with three right answers has only one wrong one.
    await expect.poll(() => options.count()).toBeLessThan(before);
    expect(before - (await options.count())).toBeLessThanOrEqual(2);
    await expect(props.getByRole('button', { name: '去错卡 ×0' })).toBeVisible();
  });
});
