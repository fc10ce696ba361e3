import type { Page } from '@playwright/test';
import {
  examApplyEndpoint,
  examBeginEndpoint,
  examInitEndpoint,
} from '../../renderer/src/contracts/api/exam';
import { simExamTimeLeftEndpoint } from '../../simulator/api/sim/exam-endpoints';
import type { AppSession } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/member-session';
import { signInPage } from './support/signed-in-page';

/** Answers the current question with option A (and 提交答案 on a multiple-choice question). */
async function answerA(page: Page): Promise<void> {
  const card = page.getByRole('region').filter({ has: page.getByRole('list', { name: '选项' }) });
  const multiple = (await card.getByText('多选题', { exact: true }).count()) > 0;
  await card.getByRole('list', { name: '选项' }).getByRole('button', { name: /^A\. / }).click();
  if (multiple) await card.getByRole('button', { name: '提交答案' }).click();
}

const progress = (page: Page, n: number) => page.getByText(`第 ${n}/10 题`, { exact: true });

/** A signed-up player on the answer page, `answered` questions in; answers their attempt's id. */
async function playing(page: Page, user: AppSession, answered: number): Promise<number> {
  await user.call(examApplyEndpoint, { body: { examId: 5 } });
  await signInPage(page, user);
  await page.goto('/app/exam?examId=5');
  await page.getByRole('button', { name: '开始答题' }).click();
  for (let n = 1; n <= answered; n++) {
    await expect(progress(page, n)).toBeVisible();
    await answerA(page);
  }
  await expect(progress(page, answered + 1)).toBeVisible();
  return (await user.call(examBeginEndpoint, { body: { examId: 5 } })).attemptId;
}

/** QA, as the player: their open attempt has `seconds` left. */
const timeLeft = (user: AppSession, attemptId: number, seconds: number) =>
  user.call(simExamTimeLeftEndpoint, { params: { attemptId }, body: { seconds } });
const info = (user: AppSession) => user.call(examInitEndpoint, { body: { examId: 5 } });

test.describe('知识竞赛: the server’s deadline', () => {
  test('the page follows a deadline moved on the server without a reload, and shows the result when it passes', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    const attemptId = await playing(page, user, 3);
    await timeLeft(user, attemptId, 8);
    // Coming back to the page (focus) asks the server again: its 8 s replace the page's 14 minutes.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByRole('timer')).toHaveAccessibleName(/^剩余时间 0 分 [0-8] 秒$/);
    await expect(page.getByText('答题时间已到，已为您自动交卷')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/exam/result\\?examId=5&attemptId=${attemptId}$`));
    await expect(page.getByRole('region', { name: /分 \/ 100 分$/ })).toContainText('答对');
    expect(await info(user)).toMatchObject({
      chancesLeft: 2,
      unfinishedAttemptId: null,
      autoSubmittedAttemptId: null,
    });
  });

  test('a reload past the deadline shows that attempt’s result, not a new attempt, and counts one chance', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    const attemptId = await playing(page, user, 3);
    await timeLeft(user, attemptId, 1);
    // Someone opens the ranking after the deadline: the server submits the attempt there and then.
    await expect
      .poll(async () => (await info(user)).autoSubmittedAttemptId, { timeout: 10_000 })
      .toBe(attemptId);

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/exam/result\\?examId=5&attemptId=${attemptId}$`));
    await expect(page.getByRole('region', { name: /分 \/ 100 分$/ })).toContainText('答对');
    expect(await info(user)).toMatchObject({
      chancesLeft: 2,
      autoSubmittedAttemptId: null,
    });

    // The home starts a new attempt only now, with the day's second chance.
    await page.goto('/app/exam?examId=5');
    await page.getByRole('button', { name: '开始答题' }).click();
    await expect(progress(page, 1)).toBeVisible();
    expect((await info(user)).chancesLeft).toBe(1);
  });

  test('the home says an attempt was submitted at its deadline and shows its result', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    const attemptId = await playing(page, user, 2);
    await timeLeft(user, attemptId, 1);
    await expect
      .poll(async () => (await info(user)).autoSubmittedAttemptId, { timeout: 10_000 })
      .toBe(attemptId);
    await page.goto('/app/exam?examId=5');
    const notice = page
      .getByRole('status')
      .filter({ hasText: '上次答题已到时间，系统已按已答题目自动交卷' });
    await expect(notice).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: '查看成绩' }).click();
    await expect(page).toHaveURL(new RegExp(`/exam/result\\?examId=5&attemptId=${attemptId}$`));
  });

  test('交卷 with questions left asks first, and 继续答题 keeps the question', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await playing(page, user, 2);
    await page.getByRole('button', { name: '交卷（未答的题按答错计）' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('8 题未作答，确定交卷？');
    // Read once the dialog has faded in: mid-fade its text is still pale.
    await expect.poll(() => seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '继续答题' }).click();
    await expect(dialog).toBeHidden();
    await expect(progress(page, 3)).toBeVisible();

    await page.getByRole('button', { name: '交卷（未答的题按答错计）' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定交卷' }).click();
    await expect(page).toHaveURL(/\/exam\/result\?examId=5&attemptId=\d+$/);
  });

  test('the task 分享竞赛海报 → 去完成 opens the poster', async ({ page, mockApi }) => {
    const user = await mockApi.newUser();
    await user.call(examApplyEndpoint, { body: { examId: 5 } });
    await signInPage(page, user);
    await page.goto('/app/exam/task?examId=5');
    await page.getByRole('button', { name: '去完成：分享竞赛海报' }).click();
    await expect(page).toHaveURL(/\/app\/exam\/invite\?examId=5$/);
  });
});
