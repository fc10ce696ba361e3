import { expect, test } from './support/fixtures';
import { coursesSeenBy } from './support/live-courses';

// The reminder of a booked live session inside the native app (ios-app, android-app): signed in by
// the app, the user books a session starting in a few seconds; the reminder's timer, set to that
// start by the server's clock, asks again then and shows the banner.

test.use({ account: 'new' });

test('in the app, a booked session announces itself when its start time arrives', async ({
  page,
  phone,
  mockApi,
}, testInfo) => {
  test.setTimeout(90_000);
  const user = await mockApi.signIn(phone.account!);
  // Old paid replays from the middle of the list: the other course specs take its first ones and its oldest.
  const paid = (await coursesSeenBy(user, { type: 1, status: 2 }))
    .filter((c) => c.priceCents > 0)
    .slice(3, -3);
  const course = paid[testInfo.project.name.startsWith('ios') ? 0 : 1];
  if (!course) throw new Error('no replay seeded');
  await mockApi.liveSession({
    body: { id: course.id, action: 'schedule', startsInSeconds: 25 },
  });

  await page.goto(`/app/live/detail/${course.id}`);
  await page.getByRole('button', { name: '预约', exact: true }).click();
  await expect(page.getByRole('button', { name: '已预约' })).toBeVisible();
  await page.goto('/app/live/list');
  const banner = page.getByRole('complementary', { name: '直播提醒' });
  await expect(banner).toContainText(course.title, { timeout: 45_000 });
  await banner.getByRole('button', { name: '进入直播' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/live/detail/${course.id}$`));
  await expect(banner).toHaveCount(0);
});
