import { expect, test } from './support/fixtures';
import { Toast } from './support/toast';
import { seriousViolations } from './support/member-session';
import { signInPage } from './support/signed-in-page';

test.describe('收款银行卡', () => {
  test('a bad card number gets a Chinese message, a good one is sent encrypted and shown masked', async ({
    page,
    mockApi,
  }) => {
    await signInPage(page, await mockApi.newUser());
    await page.goto('/app/questionnaire/bank');
    const form = page.getByRole('form', { name: '绑定银行卡' });
    const save = form.getByRole('button', { name: '保存银行卡' });
    await save.click();
    await expect(form.getByRole('alert').filter({ hasText: '请填写持卡人姓名' })).toBeVisible();
    await expect(form.getByRole('alert').filter({ hasText: '请填写银行卡号' })).toBeVisible();
    await expect(form.getByRole('alert').filter({ hasText: '请选择开户银行' })).toBeVisible();

    await form.getByLabel('持卡人姓名').fill('周明');
    await form.getByLabel('开户银行').selectOption('中国工商银行');
    await form.getByLabel('银行卡号').fill('6222021234567892'); // the Luhn digit should be 4
    await save.click();
    await expect(
      form.getByRole('alert').filter({ hasText: '银行卡号有误，请核对后重新输入' }),
    ).toBeVisible();
    await expect(form.getByLabel('银行卡号')).toHaveValue('6222 0212 3456 7892');

    await form.getByLabel('银行卡号').fill('6222021234567894');
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/questionnaire/bank'),
    );
    await save.click();
    const body = (await sent).postData() ?? '';
    expect(body).not.toContain('6222021234567894');
    expect((JSON.parse(body) as { cardNo: string }).cardNo).toMatch(/^[A-Za-z0-9+/]{171}=$/);
    await new Toast(page).expectShown('绑定成功');
    const card = page.getByRole('region', { name: '已绑定的银行卡' });
    await expect(card).toContainText('6222 **** **** 7894');
    await expect(card).toContainText('中国工商银行');
    await expect(page.getByText('绑定成功')).toBeHidden(); // axe would weigh the fading toast
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('region', { name: '已绑定的银行卡' })).toContainText(
      '6222 **** **** 7894',
    );
  });
});

test.describe('邀请好友', () => {
  test('my link brings a friend in; the friend and the 复活卡 it earned me appear on my invitation page', async ({
    page,
    mockApi,
    phones,
  }) => {
    await signInPage(page, await mockApi.newUser());
    await page.goto('/app/questionnaire/invite');
    const card = page.getByRole('region', { name: '我的邀请卡' });
    await expect(card).toContainText('已邀请 0 人');
    await expect(card).toContainText('每邀请1位好友得1张复活卡');
    await expect(page.getByText('还没有好友通过你的邀请参赛')).toBeVisible();
    const link = await page.getByLabel('我的邀请链接').inputValue();
    expect(link).toMatch(/\/app\/questionnaire\/mng\?inviteUserId=\d+$/);
    expect(await seriousViolations(page)).toEqual([]);

    // The friend opens the link on a phone of their own and starts a challenge.
    const friend = (await phones()).page;
    await signInPage(friend, await mockApi.newUser());
    await friend.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await friend.getByRole('button', { name: '开始挑战' }).click();
    await expect(friend.getByText('第 1/5 关')).toBeVisible();

    await page.reload();
    await expect(card).toContainText('已邀请 1 人');
    await expect(
      page.getByRole('list', { name: '我邀请的好友' }).getByRole('listitem'),
    ).toContainText('复活卡 +1');
    // The card is the server's: it is among my props.
    await page.goto('/app/questionnaire/tools');
    await expect(
      page.getByRole('list', { name: '我的道具' }).getByLabel('复活卡剩余 1 张'),
    ).toBeVisible();
  });
});

test.describe('规则、奖励与记录', () => {
  test("rules state the challenge's settings; rewards list each tier with my state; an empty log says so", async ({
    page,
    mockApi,
  }) => {
    await signInPage(page, await mockApi.newUser());
    await page.goto('/app/questionnaire/rules');
    const rules = page.getByRole('article', { name: '活动规则' });
    await expect(rules).toContainText('每题限时20秒');
    await expect(rules).toContainText('每局可使用一次复活卡');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/app/questionnaire/price');
    const tiers = page.getByRole('list', { name: '奖励档位' }).getByRole('listitem');
    await expect(tiers).toHaveCount(4);
    await expect(tiers.first()).toContainText('第1名 · 冠军');
    await expect(tiers.first()).toContainText('未达成');
    await expect(page.getByText('我的排名：未上榜（闯关赛结束后按最终名次发放）')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/app/questionnaire/logs');
    await expect(page.getByText('暂无挑战记录')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
