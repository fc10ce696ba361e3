import {
  challengeAnswerEndpoint,
  challengeGiveUpEndpoint,
  challengeNextEndpoint,
  challengePropEndpoint,
  challengeStartEndpoint,
} from '../../renderer/src/contracts/api/questionnaire-challenge';
import type { AppSession, MockApi } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { Toast } from './support/toast';
import { seriousViolations } from './support/member-session';
import { signInPage } from './support/signed-in-page';
import {
  answerOf,
  option,
  secondsOnTimer,
  answer,
  answerRightWith,
} from './support/questionnaire-player';

/** `player` answers the attempt's current question (`index`) right or wrong, as QA knows it. */
async function answerAs(
  mockApi: MockApi,
  player: AppSession,
  attempt: { attemptId: number; index: number },
  pick: 'right' | 'wrong',
): Promise<void> {
  const answer = (await answerOf(mockApi, attempt.attemptId))[pick];
  await player.call(challengeAnswerEndpoint, { body: { ...attempt, answer } });
}

test.describe('有奖问答 闯关', () => {
  test('from mng: a challenge answered level by level, a reload resumes the same question with the time left, a prop, the result and the rank', async ({
    page,
    mockApi,
  }) => {
    test.setTimeout(120_000); // five levels, a reload and three axe runs
    await signInPage(page, await mockApi.newUser());
    await page.goto('/app/questionnaire/mng');
    await expect(page.getByRole('heading', { name: '个税汇算知识闯关赛' })).toBeVisible();
    const stats = page.getByRole('region', { name: '我的战绩' });
    await expect(stats).toContainText('今日剩余挑战3 次');
    await page.getByRole('button', { name: '开始挑战' }).click();

    await expect(page).toHaveURL(/\/questionnaire\/list\?attemptId=\d+$/);
    await expect(page.getByText('第 1/5 关')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveAccessibleName(/^剩余时间 \d+ 秒$/);
    expect(await secondsOnTimer(page)).toBeLessThanOrEqual(20);
    expect(await seriousViolations(page)).toEqual([]);
    await answerRightWith(page, mockApi);
    await page.getByRole('button', { name: '下一关' }).click();
    await expect(page.getByText('第 2/5 关')).toBeVisible();

    // The server's clock runs on: a reload shows the same question with less time, not a fresh 20 s.
    const stem = await page.getByRole('heading', { level: 2 }).textContent();
    await expect.poll(() => secondsOnTimer(page)).toBeLessThanOrEqual(18);
    const before = await secondsOnTimer(page);
    await page.reload();
    await expect(page.getByText('第 2/5 关')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(stem ?? '');
    const after = await secondsOnTimer(page);
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(0);

    // 延时卡: the server moves the deadline; the count drops.
    const props = page.getByRole('list', { name: '道具' });
    await props.getByRole('button', { name: '延时卡 ×1' }).click();
    await new Toast(page).expectShown('本关答题时间延长10秒');
    await expect(props.getByRole('button', { name: '延时卡 ×0' })).toBeVisible();
    await expect.poll(() => secondsOnTimer(page)).toBeGreaterThan(after);

    for (let level = 2; level <= 5; level++) {
      await expect(page.getByText(`第 ${level}/5 关`)).toBeVisible();
      await answerRightWith(page, mockApi);
      if (level < 5) await page.getByRole('button', { name: '下一关' }).click();
    }
    await expect(page.getByRole('status')).toHaveText('回答正确，恭喜通关！');
    await page.getByRole('button', { name: '查看结果' }).click();

    await expect(page).toHaveURL(/\/questionnaire\/result\?attemptId=\d+$/);
    await expect(page.getByRole('heading', { name: '闯关成功' })).toBeVisible();
    await expect(page.getByText('闯过 5/5 关')).toBeVisible();
    const score = page.getByRole('region', { name: '本局成绩' });
    await expect(score).toContainText('延时卡');
    await expect(score).toContainText(/首次上榜，第 \d+ 名/);
    await expect(score).toContainText(/答题红包 \d+\.\d{2} 元/);
    await expect(page.getByRole('button', { name: '再来一次（今日剩余 2 次）' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: '查看排行榜' }).click();
    await expect(page.getByRole('tab', { name: '今日榜' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('region', { name: '我的排名' })).toContainText('5 关');
    await page.getByRole('tab', { name: '总榜' }).click();
    await expect(
      page.getByRole('list', { name: '总排行' }).getByRole('listitem').first(),
    ).toContainText('1');
    await expect(page.getByRole('region', { name: '我的排名' })).toContainText(/我（.+）5 关/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a wrong answer offers the revive card once, a time-out counts as wrong, and the log keeps it', async ({
    page,
    mockApi,
  }) => {
    test.setTimeout(90_000); // one question's 20 s run out for real
    const player = await mockApi.newUser();
    await signInPage(page, player);
    const { attemptId } = await player.call(challengeStartEndpoint, { body: {} });
    await page.goto(`/app/questionnaire/list?attemptId=${attemptId}`);
    await expect(page.getByText('第 1/5 关')).toBeVisible();

    const first = await answerOf(mockApi, attemptId);
    await answer(page, first, first.wrong);
    await expect(page.getByRole('status')).toHaveText('回答错误');
    const revive = page.getByRole('group', { name: '复活卡' });
    await expect(revive).toContainText('剩余 1 张');
    expect(await seriousViolations(page)).toEqual([]);
    await revive.getByRole('button', { name: '使用复活卡' }).click();
    const toast = new Toast(page);
    await toast.expectShown('复活成功，继续闯关');
    await expect(page.getByText('第 2/5 关')).toBeVisible();
    // No second revive: the prop bar says why, and the server refuses it too.
    // An aria-disabled prop stays focusable and tappable to tell why (Playwright takes it for disabled: force).
    const spent = page
      .getByRole('list', { name: '道具' })
      .getByRole('button', { name: '复活卡 ×0' });
    await expect(spent).toHaveAttribute('aria-disabled', 'true');
    await spent.click({ force: true });
    await toast.expectShown('每局仅可复活一次');
    await expect(
      player.call(challengePropEndpoint, { body: { attemptId, index: 1, propType: 4 } }),
    ).rejects.toThrow(/：每局仅可复活一次$/);

    // The question's time runs out: the server counts it as wrong, and without a revive the challenge is lost.
    await expect(page.getByRole('status')).toHaveText('答题超时，挑战失败', { timeout: 30_000 });
    await expect(
      page.getByRole('list', { name: '选项' }).getByRole('button').first(),
    ).toBeDisabled();
    await page.getByRole('button', { name: '查看结果' }).click();
    await expect(page.getByRole('heading', { name: '挑战失败' })).toBeVisible();
    await expect(page.getByRole('region', { name: '本局成绩' })).toContainText('复活卡');

    await page.goto('/app/questionnaire/logs');
    const row = page.getByRole('list', { name: '挑战记录' }).getByRole('listitem').first();
    await expect(row).toContainText('挑战失败');
    await expect(row).toContainText('道具：复活卡');
  });

  test('cleared after a revive: the result, the log and the board all say every level was passed', async ({
    page,
    mockApi,
  }) => {
    const player = await mockApi.newUser();
    await signInPage(page, player);
    const { attemptId } = await player.call(challengeStartEndpoint, { body: {} });
    // Level 1 answered wrong and revived; levels 2 to 5 answered right.
    await answerAs(mockApi, player, { attemptId, index: 0 }, 'wrong');
    await player.call(challengePropEndpoint, { body: { attemptId, index: 0, propType: 4 } });
    for (let index = 1; index < 5; index++) {
      await answerAs(mockApi, player, { attemptId, index }, 'right');
      if (index < 4) await player.call(challengeNextEndpoint, { body: { attemptId } });
    }

    await page.goto(`/app/questionnaire/result?attemptId=${attemptId}`);
    await expect(page.getByRole('heading', { name: '闯关成功' })).toBeVisible();
    await expect(page.getByText('闯过 5/5 关（复活 1 次）')).toBeVisible();
    await expect(page.getByText(/闯过 4\/5 关/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/app/questionnaire/logs');
    const row = page.getByRole('list', { name: '挑战记录' }).getByRole('listitem').first();
    await expect(row).toContainText('闯关成功');
    await expect(row).toContainText('闯过 5/5 关');
    await page.goto('/app/questionnaire/rank');
    await expect(page.getByRole('region', { name: '我的排名' })).toContainText('5 关');
  });

  test('lost after a revive: the result names the level it was lost at and counts the revived one as passed', async ({
    page,
    mockApi,
  }) => {
    const player = await mockApi.newUser();
    await signInPage(page, player);
    const { attemptId } = await player.call(challengeStartEndpoint, { body: {} });
    // Level 1 right, level 2 wrong and revived, level 3 wrong: lost at level 3 with two levels passed.
    await answerAs(mockApi, player, { attemptId, index: 0 }, 'right');
    await player.call(challengeNextEndpoint, { body: { attemptId } });
    await answerAs(mockApi, player, { attemptId, index: 1 }, 'wrong');
    await player.call(challengePropEndpoint, { body: { attemptId, index: 1, propType: 4 } });
    await answerAs(mockApi, player, { attemptId, index: 2 }, 'wrong');

    await page.goto(`/app/questionnaire/result?attemptId=${attemptId}`);
    await expect(page.getByRole('heading', { name: '挑战失败' })).toBeVisible();
    await expect(page.getByText('止步第 3 关 · 闯过 2/5 关（复活 1 次）')).toBeVisible();
  });

  test('去错卡 and 跳题卡 take the effect the server decides; my props count them', async ({
    page,
    mockApi,
  }) => {
    const player = await mockApi.newUser();
    await signInPage(page, player);
    const { attemptId } = await player.call(challengeStartEndpoint, { body: {} });
    await page.goto(`/app/questionnaire/list?attemptId=${attemptId}`);
    const props = page.getByRole('list', { name: '道具' });
    const toast = new Toast(page);
    // 去错卡 is refused on a true/false question, and has nothing to take from a choice question with
    // one wrong option (the last wrong one always stays): pass those until one with two or more comes.
    const options = page.getByRole('list', { name: '选项' }).getByRole('button');
    const wrongOptions = async (right: string) => {
      await expect(options.first()).toBeVisible();
      return (await options.count()) - right.length;
    };
    let a = await answerOf(mockApi, attemptId);
    while (a.type === 3 || (await wrongOptions(a.right)) < 2) {
      if (a.type === 3) {
        await props.getByRole('button', { name: '去错卡 ×1' }).click({ force: true }); // aria-disabled: tells why
        await toast.expectShown('判断题不能使用去错卡');
      }
      await answerRightWith(page, mockApi);
      await page.getByRole('button', { name: '下一关' }).click();
      await expect(page.getByText(`第 ${a.index + 2}/5 关`)).toBeVisible();
      a = await answerOf(mockApi, attemptId);
    }
    const count = await options.count();
    await props.getByRole('button', { name: '去错卡 ×1' }).click();
    await expect(
      toast.message('已去掉2个错误选项').or(toast.message('已去掉1个错误选项')),
    ).toBeVisible();
    await expect(options).not.toHaveCount(count);
    await expect(option(page, a.right[0] ?? 'A')).toBeVisible();

    await props.getByRole('button', { name: '跳题卡 ×1' }).click();
    await toast.expectShown('已跳过本关，按答对计');
    // Counted as right; on the fifth level that also clears the challenge (回答正确，恭喜通关！).
    await expect(page.getByRole('status')).toHaveText(/^回答正确(，恭喜通关！)?$/);

    await page.goto('/app/questionnaire/tools');
    const mine = page.getByRole('list', { name: '我的道具' });
    await expect(mine.getByLabel('去错卡剩余 0 张')).toBeVisible();
    await expect(mine.getByLabel('跳题卡剩余 0 张')).toBeVisible();
    await expect(mine.getByLabel('复活卡剩余 1 张')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the day's chances used up: mng says so and starts nothing", async ({ page, mockApi }) => {
    const player = await mockApi.newUser();
    await signInPage(page, player);
    for (let i = 0; i < 3; i++) {
      const { attemptId } = await player.call(challengeStartEndpoint, { body: {} });
      await answerAs(mockApi, player, { attemptId, index: 0 }, 'wrong');
      await player.call(challengeGiveUpEndpoint, { body: { attemptId } });
    }
    await page.goto('/app/questionnaire/mng');
    await expect(page.getByRole('button', { name: '今日次数已用完' })).toBeDisabled();
    await expect(page.getByText('今日挑战次数已用完，明天再来吧')).toBeVisible();
    await expect(player.call(challengeStartEndpoint, { body: {} })).rejects.toThrow(
      /：今日挑战次数已用完，明天再来吧$/,
    );
  });
});
