import { expect, test } from './support/fixtures';
import { signInPage } from './support/signed-in-page';

/**
 * Points earned by reading (docs/product.md「积分与商城」): a signed-in read of an article gives
 * the points the mall's 赚积分 entry promises, once per article and day, and the bill says why.
 * Each test signs a new account in, so it starts with 0 points and no bill line.
 */

test('reading an article signed in earns 2 points once: the mall shows the balance, today’s progress and the bill line', async ({
  page,
  mockApi,
}) => {
  await signInPage(page, await mockApi.newUser());
  await page.goto('/app/article/detail/3');
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(title).not.toBe('');
  // A second view of the same article the same day earns nothing more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goto('/app/integral/mall');
  const points = page.getByRole('region', { name: '我的积分' });
  await expect(points.getByText('2', { exact: true })).toBeVisible();
  const reading = page
    .getByRole('navigation', { name: '赚积分' })
    .getByRole('link', { name: /^阅读文章/ });
  await expect(reading).toContainText('每篇2分，每日5篇');
  await expect(reading).toContainText('今日已得 2/10');

  await points.getByRole('link', { name: '收支明细' }).click();
  const rows = page.getByRole('list', { name: '收支明细' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`阅读文章《${title}》`);
  await expect(rows.first().getByText('+2')).toBeVisible();
});

test('reading six articles earns 2 points for each of the first five only, a first answered challenge 10: the mall and its bill show each', async ({
  page,
  mockApi,
}) => {
  test.setTimeout(90_000);
  // A new account (the day's reading and answering start from 0 even on a repeat).
  await signInPage(page, await mockApi.newUser());
  // Read the way the app records a read: each article opened signed in.
  const titles: string[] = [];
  for (const id of [21, 22, 23, 24, 25, 26]) {
    await page.goto(`/app/article/detail/${id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('');
    titles.push((await heading.textContent()) ?? '');
  }

  // Answer a challenge (one wrong answer, then give up): the attempt is finished with an answer.
  await page.goto('/app/questionnaire/mng');
  await page.getByRole('button', { name: '开始挑战' }).click();
  await expect(page).toHaveURL(/\/questionnaire\/list\?attemptId=\d+$/);
  const attemptId = Number(new URL(page.url()).searchParams.get('attemptId'));
  const qa = await mockApi.challengeAnswer({ params: { attemptId } });
  const options = page.getByRole('list', { name: '选项' });
  for (const key of qa.wrong)
    await options.getByRole('button', { name: new RegExp(`^${key}\\. `) }).click();
  if (qa.type === 2) await page.getByRole('button', { name: '提交答案' }).click();
  await expect(page.getByRole('status').filter({ hasText: '回答错误' })).toBeVisible();
  await page
    .getByRole('group', { name: '复活卡' })
    .getByRole('button', { name: '放弃挑战' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '挑战失败' })).toBeVisible();

  await page.goto('/app/integral/mall');
  const points = page.getByRole('region', { name: '我的积分' });
  await expect(points.getByText('20', { exact: true })).toBeVisible();
  const earn = page.getByRole('navigation', { name: '赚积分' });
  await expect(earn.getByRole('link', { name: /^阅读文章/ })).toContainText('今日已得 10/10');
  await expect(earn.getByRole('link', { name: /^答题挑战/ })).toContainText('今日已得 10/10');

  await points.getByRole('link', { name: '收支明细' }).click();
  const rows = page.getByRole('list', { name: '收支明细' }).getByRole('listitem');
  // Five reads and one answer; the sixth article earned nothing.
  await expect(rows).toHaveCount(6);
  await expect(rows.first()).toContainText('完成答题《');
  await expect(rows.first().getByText('+10')).toBeVisible();
  for (const title of titles.slice(0, 5))
    await expect(rows.filter({ hasText: `阅读文章《${title}》` }).getByText('+2')).toBeVisible();
  await expect(rows.filter({ hasText: `阅读文章《${titles[5]}》` })).toHaveCount(0);
});
