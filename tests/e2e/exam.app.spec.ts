import {
  examInviteEndpoint,
  examTaskRewardListEndpoint,
  inviteRecordEndpoint,
} from '../../renderer/src/contracts/api/exam';
import { expect, test } from './support/fixtures';
import { Toast } from './support/toast';

// Inside the native app (ios-app, android-app): the native login sheet signs the friend in from the
// invitation link, and the invitation goes out through the native share sheet.
test.use({ loginSheet: { signInAs: 'new' } });

test('in the app: an invited friend signs in through the bridge and signs up naming the inviter, then shares natively', async ({
  page,
  phone,
  mockApi,
}) => {
  const inviter = await mockApi.newUser();
  const { inviteUserId } = await inviter.call(examInviteEndpoint, {
    params: { examId: 5, type: 2 },
  });

  await page.goto(`/app/exam?examId=5&inviteUserId=${inviteUserId}`);
  await expect(page.getByText(/邀请您参加竞赛$/)).toBeVisible();
  await page.getByRole('button', { name: '登录后报名' }).click();
  await expect(page.getByRole('button', { name: '立即报名' })).toBeVisible();
  expect(phone.bridgeLog.calls('login')).toHaveLength(1);
  await page.getByRole('button', { name: '立即报名' }).click();
  await new Toast(page).expectShown('报名成功');
  const invited = await inviter.call(inviteRecordEndpoint, { body: { examId: 5 } });
  expect(invited.total).toBe(1);

  await page.getByRole('link', { name: '邀请好友' }).click();
  await page.getByRole('button', { name: '分享给好友' }).click();
  await expect.poll(() => phone.bridgeLog.calls('share').length).toBe(1);
  expect(phone.bridgeLog.calls('share')[0]?.params).toMatchObject({
    sharePath: expect.stringMatching(/\/app\/exam\?examId=5&inviteUserId=\d+$/),
  });
  // The share counts for the share task (the tracking event reached the server).
  const friend = await mockApi.signIn(phone.loginSheetAccount ?? '');
  await expect
    .poll(
      async () =>
        (await friend.call(examTaskRewardListEndpoint, { body: { examId: 5 } })).find(
          (t) => t.title === '分享竞赛海报',
        )?.status,
    )
    .toBe(1);
});
