import type { Request } from '@playwright/test';
import {
  rankingRewardEndpoint,
  rankPageEndpoint,
  redpackRecordEndpoint,
} from '../../renderer/src/contracts/api/exam';
import type { AppSession } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';
import { signInPage } from './support/signed-in-page';

type Envelope<T> = { success: boolean; msg: string; data: T };

/** Seeded accounts' phones (simulator/api/seed/users.ts), as QA reads them off the leaderboard. */
const seedPhone = (id: number) => `1380000${String(id).padStart(4, '0')}`;
const yuan = (cents: number) => (cents / 100).toFixed(2);

/** The body the page sent: the payee's details only as RSA ciphertexts (base64 of 128 bytes). */
function expectEncryptedPayee(sent: Request, plain: { account: string; realName: string }) {
  const raw = sent.postData() ?? '';
  expect(raw).not.toContain(plain.account);
  expect(raw).not.toContain(plain.realName);
  const body = JSON.parse(raw) as Record<string, unknown>;
  expect(body.account).toMatch(/^[A-Za-z0-9+/]{171}=$/);
  expect(body.realName).toMatch(/^[A-Za-z0-9+/]{171}=$/);
  return body;
}

test.describe('红包提现与排名奖励', () => {
  test('查看收益 asks for login first, then shows a new account its empty balance and records', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/questionnaire/reflect');
    const overlay = new LoginOverlay(page);
    await expect(overlay.dialog).toBeVisible();
    // A number no one used: a new account, without red packets.
    const { phone } = await mockApi.newPhoneNumber();
    await overlay.signInWith(mockApi, phone);
    await expect(page.getByRole('region', { name: '红包余额' })).toContainText('0.00');
    await expect(page.getByText('暂无红包记录', { exact: true })).toBeVisible();
  });

  test('查看收益: balance and labelled records, Chinese messages for bad input, an encrypted withdrawal that lowers the balance', async ({
    page,
    mockApi,
  }) => {
    // A seeded competitor holding at least 3 yuan of red packets in the current exam (5).
    let competitor: AppSession | null = null;
    let balance = 0;
    for (let id = 21; id <= 40 && !competitor; id++) {
      const user = await mockApi.signIn(seedPhone(id));
      const record = await user.call(redpackRecordEndpoint, { body: { examId: 5 } });
      if (record.balanceCents >= 300) [competitor, balance] = [user, record.balanceCents];
    }
    if (!competitor) throw new Error('no seeded user holds a red-packet balance of 3 yuan');
    await signInPage(page, competitor);
    const withdrawals: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/redpack/withdraw')) withdrawals.push(r.url());
    });

    await page.goto('/app/questionnaire/reflect');
    await expect(page).toHaveTitle('查看收益');
    await expect(page.getByRole('region', { name: '红包余额' })).toContainText(yuan(balance));
    const records = page.getByRole('list', { name: '红包记录' }).getByRole('listitem');
    await expect(records.first()).toBeVisible();
    // Every seeded competitor won an answer red packet; every record carries its label
    // (docs/product.md「红包与提现」).
    await expect(records.filter({ hasText: '答题红包' }).first()).toBeVisible();
    for (const text of await records.allTextContents())
      expect(text).toMatch(
        /^(红包提现|邀请红包|答题红包)\d{4}-\d{2}-\d{2} \d{2}:\d{2} · \S+[+-]\d+\.\d{2}元$/,
      );

    const submit = page.getByRole('button', { name: '立即提现' });
    await submit.click();
    await expect(page.getByText('请填写收款账号', { exact: true })).toBeVisible();
    await expect(page.getByText('请填写真实姓名', { exact: true })).toBeVisible();
    await expect(page.getByText('请输入提现金额', { exact: true })).toBeVisible();

    await page.getByText('支付宝', { exact: true }).click();
    const account = page.getByRole('textbox', { name: '收款账号' });
    const realName = page.getByRole('textbox', { name: '真实姓名' });
    const amount = page.getByRole('textbox', { name: '提现金额' });
    await account.fill('wxid_tax2026');
    await realName.fill('Zhao Lei');
    await amount.fill('0.5');
    await submit.click();
    await expect(page.getByText('支付宝账号须为手机号或邮箱', { exact: true })).toBeVisible();
    await expect(page.getByText('请输入正确的中文姓名', { exact: true })).toBeVisible();
    await expect(page.getByText('满1元可提现', { exact: true })).toBeVisible();
    await amount.fill('abc');
    await submit.click();
    await expect(page.getByText('请输入数字！', { exact: true })).toBeVisible();
    await amount.fill(yuan(balance + 1));
    await submit.click();
    await expect(
      page.getByText(`可提现余额不足，当前余额${yuan(balance)}元`, { exact: true }),
    ).toBeVisible();
    expect(withdrawals).toHaveLength(0);

    const plain = { account: 'zhao.lei@example.com', realName: '赵磊' };
    await account.fill(plain.account);
    await realName.fill(plain.realName);
    await amount.fill('1.5');
    const sentRequest = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/redpack/withdraw'),
    );
    await submit.click();
    const sent = await sentRequest;
    expect(expectEncryptedPayee(sent, plain)).toMatchObject({
      examId: 5,
      amountCents: 150,
      channel: 'alipay',
    });
    // The mock API decrypted the account: it answers it masked.
    const answer = (await (await sent.response())?.json()) as Envelope<{ accountMasked: string }>;
    expect(answer.data.accountMasked).toBe('zha****.com');

    await expect(page.getByText('提现成功', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: '红包余额' })).toContainText(yuan(balance - 150));
    await expect(records.first()).toContainText('红包提现');
    await expect(records.first()).toContainText('-1.50元');
    await expect(account).toHaveValue('');
    await expect(amount).toHaveValue('');
    expect(withdrawals).toHaveLength(1);
  });

  test('领取奖励: rank and reward of an ended exam, the payee form, the reward paid out encrypted, then 查看收益', async ({
    page,
    mockApi,
  }) => {
    // A top-50 competitor of exam 4 (ended) whose ranking reward is still to be claimed.
    const board = await (
      await mockApi.newUser()
    ).call(rankPageEndpoint, { body: { examId: 4, page: 1, size: 50 } });
    let winner: AppSession | null = null;
    let standing: { myRank: number | null; myRewardCents: number } | null = null;
    for (const { userId } of board.list) {
      const user = await mockApi.signIn(seedPhone(userId));
      const reward = await user.call(rankingRewardEndpoint, { body: { examId: 4 } });
      if (reward.claimable) {
        [winner, standing] = [user, reward];
        break;
      }
    }
    if (!winner || !standing)
      throw new Error('no top-50 competitor of exam 4 has an unclaimed reward');
    await signInPage(page, winner);

    await page.goto('/app/questionnaire/connect?examId=4');
    await expect(page).toHaveTitle('领取奖励');
    const mine = page.getByRole('region', { name: '我的排名奖励' });
    await expect(mine).toContainText(`我的排名：第${standing.myRank}名`);
    await expect(mine).toContainText(`${yuan(standing.myRewardCents)}元`);
    await expect(mine).toContainText('恭喜获得排名奖励');
    const tiers = page.getByRole('region', { name: '奖励设置' });
    await expect(tiers).toContainText('第1名冠军888.00元');
    await expect(tiers).toContainText('第11-50名参与奖18.00元');
    await expect(page.getByRole('link', { name: '领奖须知' })).toBeVisible();
    await page.getByRole('button', { name: '去领取' }).click();

    await expect(page).toHaveURL(/\/app\/questionnaire\/getprice\?examId=4$/);
    await expect(page.getByRole('region', { name: '排名奖励' })).toContainText(
      yuan(standing.myRewardCents),
    );
    const submit = page.getByRole('button', { name: '确认领取' });
    await page.getByRole('textbox', { name: '收款账号' }).fill('tax');
    await submit.click();
    await expect(
      page.getByText('请输入正确的微信号（字母开头6-20位）或手机号', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('请填写真实姓名', { exact: true })).toBeVisible();

    const plain = { account: 'wx_champion', realName: '李明' };
    await page.getByRole('textbox', { name: '收款账号' }).fill(plain.account);
    await page.getByRole('textbox', { name: '真实姓名' }).fill(plain.realName);
    const sentRequest = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/redpack/ranking/withdraw'),
    );
    await submit.click();
    const sent = await sentRequest;
    const body = expectEncryptedPayee(sent, plain);
    expect(body).toMatchObject({ examId: 4, channel: 'wechat' });
    expect(body).not.toHaveProperty('amountCents');

    await expect(
      page.getByText(`排名奖励 ${yuan(standing.myRewardCents)} 元已提现至 wx_****pion`),
    ).toBeVisible();
    await page.getByRole('button', { name: '查看收益' }).click();
    await expect(page).toHaveURL(/\/app\/questionnaire\/reflect\?examId=4$/);
    const records = page.getByRole('list', { name: '红包记录' }).getByRole('listitem');
    await expect(records.first()).toContainText('红包提现');
    await expect(records.first()).toContainText(`-${yuan(standing.myRewardCents)}元`);
    await expect(records.filter({ hasText: `+${yuan(standing.myRewardCents)}元` })).toHaveCount(1);

    // Paid once: the overview now says so and offers no second claim.
    await page.goto('/app/questionnaire/connect?examId=4');
    await expect(page.getByRole('region', { name: '我的排名奖励' })).toContainText('奖励已领取');
    await expect(page.getByRole('button', { name: '去领取' })).toHaveCount(0);
  });

  test('领奖须知 states the rules the withdrawal applies', async ({ page }) => {
    await page.goto('/app/questionnaire/know');
    await expect(page).toHaveTitle('领奖须知');
    await expect(page.getByText(/满1元可提现/)).toBeVisible();
    await expect(page.getByText(/真实姓名须与收款账号的实名认证姓名一致/)).toBeVisible();
    await expect(page.getByText(/微信或支付宝/)).toBeVisible();
  });
});
