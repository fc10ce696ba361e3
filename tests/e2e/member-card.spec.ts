import { expect, test } from './support/fixtures';
import { seriousViolations, signInOnOverlay } from './support/member-session';

test.describe('会员卡激活', () => {
  test('refuses a malformed card and a wrong password with clear messages, then activates and shows the card', async ({
    page,
    mockApi,
  }, testInfo) => {
    const cards = (await mockApi.memberCards()).filter((c) => !c.expired);
    // Projects share one mock API: each takes a card of its own.
    const card =
      cards[
        Math.max(
          0,
          testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name),
        )
      ];
    if (!card) throw new Error('the mock API seeded no unused member card');

    await page.goto('/app/member/card');
    await page.getByLabel('会员卡号').fill('12345');
    await page.getByLabel('卡密').fill('1');
    await page.getByRole('button', { name: '立即激活' }).click();
    await expect(page.getByRole('alert')).toHaveText('请输入正确的会员卡号（MC开头的12位）');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('会员卡号').fill(card.cardNo.toLowerCase());
    await page.getByLabel('卡密').fill(card.password === '111111' ? '222222' : '111111');
    await page.getByRole('button', { name: '立即激活' }).click();
    await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
    await expect(page.getByText('卡号或卡密错误，请核对后重新输入')).toBeVisible();

    await page.getByLabel('卡密').fill(card.password);
    await page.getByRole('button', { name: '立即激活' }).click();
    await expect(page).toHaveURL(/\/app\/member\/card\/\d+$/);
    const shown = page.getByRole('region', { name: '会员卡' });
    await expect(shown.getByText('已激活')).toBeVisible();
    await expect(shown.getByText(`卡号：${card.cardNo}`)).toBeVisible();
    await expect(shown.getByText(/^会员有效期至：\d{4}-\d{2}-\d{2}$/)).toBeVisible();
  });
});
