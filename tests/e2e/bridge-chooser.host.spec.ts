/**
 * QA picks the bridge per phone in the framed panel's 打开手机 form: one phone on another app's
 * bridge (DSBridge, answered from a table pasted in the form) beside one on this app's own.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { serveBridgePages } from './support/bridge-pages';
import { expect, test } from './support/fixtures';
import { openFramedSim, type FramedSim } from './support/framed-sim';

// Two phones and a panel on a shared 2-core machine.
test.setTimeout(120_000);
// The panel is a page on a desktop's Chrome, as QA opens it; the phones are the framed host's.
test.use({ device: 'desktop-chrome-windows', mode: 'browser', startUrl: null });

/** The answer QA pastes for the page's synchronous call (handlers.json answers it otherwise). */
const TABLE = '{ "getUser": { "answer": { "id": 7, "name": "李四" } } }';

let pages: Awaited<ReturnType<typeof serveBridgePages>>;
let sim: FramedSim;
test.beforeAll(async () => {
  pages = await serveBridgePages();
});
test.afterAll(async () => {
  await pages.close();
});
test.beforeEach(async ({ servers }) => {
  sim = await openFramedSim('local', servers.apiUrl);
});
test.afterEach(async () => {
  await sim.close();
});

async function seriousViolations(panel: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page: panel }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test("a DSBridge phone answered from the form's table beside a phone on this app's own bridge", async ({
  page: panel,
  mockApi,
}) => {
  const { phone: member } = await mockApi.newPhoneNumber();
  await panel.setViewportSize({ width: 1700, height: 1100 });
  await panel.goto(sim.panelUrl);
  const form = panel.getByRole('form', { name: '打开手机' });
  const picker = form.getByLabel('桥接协议');
  await expect(picker).toHaveValue('tax');

  // Another app's page on DSBridge: the mode follows the protocol, the table is pasted as JSON.
  await form.getByLabel('设备').selectOption('iphone-15');
  await form.getByLabel('手机浏览器').check();
  await picker.selectOption({ label: 'DSBridge' });
  await expect(form.getByLabel('App 内（原生桥接）')).toBeChecked();
  await form.getByText('方法应答表（可选）').click();
  await form.getByLabel(/方法应答表 JSON/).fill(TABLE);
  await form.getByLabel('起始地址（可带查询参数）').fill(`${pages.origin}/dsbridge.html`);
  expect(await seriousViolations(panel)).toEqual([]);
  await form.getByRole('button', { name: '打开' }).click();
  await expect(form.getByRole('status')).toHaveText('已打开 iPhone 15（DSBridge）', {
    timeout: 30_000,
  });

  // This app on its own bridge, on an Android phone.
  await form.getByLabel('设备').selectOption('xiaomi-14');
  await picker.selectOption({ label: '本应用（taxBridge）' });
  await form.getByLabel('App 内（原生桥接）').check();
  await form.getByLabel('起始地址（可带查询参数）').fill('/app/home');
  await form.getByRole('button', { name: '打开' }).click();
  await expect(form.getByRole('status')).toHaveText('已打开 小米 14', { timeout: 30_000 });

  const [dsPhone, appPhone] = sim.host.phones();
  if (!dsPhone || !appPhone) throw new Error('two phones expected');
  // Each phone's card says its bridge when it is not this app's own.
  await expect(panel.getByRole('region', { name: 'iPhone 15 App 内 · DSBridge' })).toBeVisible();
  await expect(panel.getByRole('region', { name: '小米 14 App 内', exact: true })).toBeVisible();
  expect((await sim.host.getState()).phones.map((p) => p.bridge)).toEqual(['dsbridge', 'tax']);

  // The DSBridge page's synchronous call is answered from the pasted table.
  await dsPhone.page.getByRole('button', { name: '同步调用' }).click();
  await expect(
    dsPhone.page.getByRole('list', { name: '结果' }).getByText('同步 {"id":7,"name":"李四"}'),
  ).toBeVisible();
  expect(await dsPhone.bridgeLog.waitFor('getUser')).toMatchObject({ protocol: 'dsbridge' });
  expect(await dsPhone.page.evaluate(() => navigator.userAgent)).not.toContain('TaxApp/');

  // The app's phone still has this app's bridge: it shows the app and signs in on the native sheet.
  await expect(appPhone.page.getByRole('navigation', { name: '常用功能' })).toBeVisible();
  await appPhone.page.getByRole('button', { name: '登录' }).first().click();
  const sheet = panel
    .getByRole('group', { name: '小米 14的屏幕' })
    .getByRole('dialog', { name: '登录' });
  await sheet.getByLabel('手机号').fill(member);
  await sheet.getByRole('button', { name: '登录' }).click();
  await expect(sheet).toBeHidden();
  await expect.poll(() => appPhone.bridge?.signedIn?.user.phone).toBe(member);
  expect(dsPhone.bridge).toBeNull();
  expect(await seriousViolations(panel)).toEqual([]);
});
