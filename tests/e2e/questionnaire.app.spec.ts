import { expect, test } from './support/fixtures';

// Inside the native app (ios-app, android-app): the app's own session plays the challenge, and the
// invitation goes out through the native share sheet.
test.use({ account: 'new' });

test('in the app: a challenge from mng resumes after a reload, and the invitation is shared natively', async ({
  page,
  phone,
  mockApi,
}) => {
  await page.goto('/app/questionnaire/mng');
  await page.getByRole('button', { name: '开始挑战' }).click();
  await expect(page.getByText('第 1/5 关')).toBeVisible();
  const attemptId = Number(new URL(page.url()).searchParams.get('attemptId'));
  const a = await mockApi.challengeAnswer({ params: { attemptId } });
  const options = page.getByRole('list', { name: '选项' });
  for (const k of a.right)
    await options.getByRole('button', { name: new RegExp(`^${k}\\. `) }).click();
  if (a.type === 2) await page.getByRole('button', { name: '提交答案' }).click();
  await expect(page.getByRole('status')).toHaveText('回答正确');
  await page.getByRole('button', { name: '下一关' }).click();
  await expect(page.getByText('第 2/5 关')).toBeVisible();
  const stem = await page.getByRole('heading', { level: 2 }).textContent();
  await page.reload();
  await expect(page.getByText('第 2/5 关')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(stem ?? '');

  await page.goto('/app/questionnaire/invite');
  await page.getByRole('button', { name: '分享给好友' }).click();
  await expect.poll(() => phone.bridgeLog.calls('share').length).toBe(1);
  expect(phone.bridgeLog.calls('share')[0]?.params).toMatchObject({
    sharePath: expect.stringMatching(/\/app\/questionnaire\/mng\?inviteUserId=\d+$/),
  });
});
