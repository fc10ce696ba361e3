import { expect, test } from './support/fixtures';
import { Toast } from './support/toast';
import { examCall, sessionOf } from './support/exam-player';

// Inside the native app (ios-app, android-app): the native login sheet signs the friend in from the
// invitation link, and the invitation goes out through the native share sheet.
test.use({ nativeLoginSheet: { signInSlot: 18 } });

type Task = { title: string; status: number };

test('in the app: an invited friend signs in through the bridge and signs up naming the inviter, then shares natively', async ({
  page,
  request,
  nativeApp,
  phoneNumber,
}) => {
  const native = nativeApp!;
  const inviter = await sessionOf(request, phoneNumber(17));
  const { inviteUserId } = (
    await examCall<{ inviteUserId: number }>(request, 'GET', '/exam/invite/5/2', inviter)
  ).data;

  await page.goto(`/app/exam?examId=5&inviteUserId=${inviteUserId}`);
  await expect(page.getByText(/邀请您参加竞赛$/)).toBeVisible();
  await page.getByRole('button', { name: '登录后报名' }).click();
  await expect(page.getByRole('button', { name: '立即报名' })).toBeVisible();
  expect(native.log.calls('login')).toHaveLength(1);
  await page.getByRole('button', { name: '立即报名' }).click();
  await new Toast(page).expectShown('报名成功');
  const invited = await examCall<{ total: number }>(request, 'POST', '/invite/record', inviter, {
    examId: 5,
  });
  expect(invited.data.total).toBe(1);

  await page.getByRole('link', { name: '邀请好友' }).click();
  await page.getByRole('button', { name: '分享给好友' }).click();
  await expect.poll(() => native.log.calls('share').length).toBe(1);
  expect(native.log.calls('share')[0]?.params).toMatchObject({
    sharePath: expect.stringMatching(/\/app\/exam\?examId=5&inviteUserId=\d+$/),
  });
  // The share counts for the share task (the tracking event reached the server).
  const token = native.session.token ?? '';
  await expect
    .poll(
      async () =>
        (
          await examCall<Task[]>(request, 'POST', '/exam/task/rewardList', token, { examId: 5 })
        ).data.find((t) => t.title === '分享竞赛海报')?.status,
    )
    .toBe(1);
});
