import { API_URL, expect, test } from './support/fixtures';

// The reminder of a booked live session inside the native app (ios-app, android-app): signed in by
// the app, the user books a session starting in a few seconds; the reminder's timer, set to that
// start by the server's clock, asks again then and shows the banner. Slot 1741 is this spec's own.
type Course = { id: number; title: string; priceCents: number };

test.use({ nativeAccountSlot: 1741 });

test('in the app, a booked session announces itself when its start time arrives', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const res = await request.post(`${API_URL}/live/playback/list`, {
    data: { type: 1, status: 2, size: 50 },
  });
  // Old paid replays from the middle of the list: the other course specs take its first ones and its oldest.
  const paid = ((await res.json()) as { data: { list: Course[] } }).data.list
    .filter((c) => c.priceCents > 0)
    .slice(3, -3);
  const course = paid[testInfo.project.name.startsWith('ios') ? 0 : 1];
  if (!course) throw new Error('no replay seeded');
  expect(
    (
      await request.post(`${API_URL}/__sim/live/session`, {
        data: { id: course.id, action: 'schedule', startsInSeconds: 25 },
      })
    ).ok(),
  ).toBe(true);

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
