/**
 * Per phone, from the control panel: the network log saved as a HAR file and an accessibility
 * audit, on an iPhone in the app and an Android phone in the browser.
 */
import { readFile } from 'node:fs/promises';
import type { Har } from '../../simulator/host-contract/har';
import { expect, test } from './support/fixtures';
import { openFramedSim, type FramedSim } from './support/framed-sim';

// Two browsers and a panel on a shared 2-core machine.
test.setTimeout(120_000);
// The panel is a page on a desktop's Chrome, as QA opens it; the phones are the framed host's.
test.use({ device: 'desktop-chrome-windows', mode: 'browser', startUrl: null });

let sim: FramedSim;
test.beforeEach(async ({ servers }) => {
  sim = await openFramedSim('local', servers.apiUrl);
});
test.afterEach(async () => {
  await sim.close();
});

const PHONES = [
  { device: 'iphone-15', mode: 'App 内（原生桥接）', card: 'iPhone 15 · App 内' },
  { device: 'xiaomi-14', mode: '手机浏览器', card: '小米 14 · 浏览器' },
] as const;

test('each phone saves its network log as HAR and audits its page from the panel', async ({
  page: panel,
}) => {
  await panel.setViewportSize({ width: 1700, height: 1100 });
  await panel.goto(sim.panelUrl);
  for (const phone of PHONES) {
    const form = panel.getByRole('form', { name: '打开手机' });
    await form.getByLabel('设备').selectOption(phone.device);
    await form.getByLabel(phone.mode).check();
    await form.getByLabel('起始地址（可带查询参数）').fill('/app/home');
    await form.getByRole('button', { name: '打开' }).click();
    await expect(form.getByRole('status')).toContainText('已打开', { timeout: 30_000 });
  }

  const details = panel.getByRole('region', { name: '手机详情' });
  for (const phone of PHONES) {
    await panel.getByRole('button', { name: new RegExp(`^${phone.card}`) }).click();
    await details.getByRole('tab', { name: '网络日志' }).click();
    // The log opens in the drawer along the window's bottom; the home page's own reads are in it.
    const drawer = panel.getByRole('tabpanel', { name: '网络日志' });
    await expect(drawer.getByRole('table', { name: '网络日志' })).toContainText('/home');
    const rows = await drawer.getByRole('table', { name: '网络日志' }).locator('tbody tr').count();
    const [download] = await Promise.all([
      panel.waitForEvent('download'),
      drawer.getByRole('button', { name: '保存为 HAR' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.har$/);
    const har = JSON.parse(await readFile(await download.path(), 'utf8')) as Har;
    expect(har.log.version).toBe('1.2');
    expect(har.log.comment).toContain(phone.card.split(' · ')[0]);
    // Every request the table listed (and any since), with what the API answered.
    expect(har.log.entries.length).toBeGreaterThanOrEqual(rows);
    const answered = har.log.entries.find((e) => e.response.status === 200);
    expect(answered?.response.content.text).toContain('"success":true');
    expect(answered?.request.headers.map((h) => h.name.toLowerCase())).toContain('platform');

    await details.getByRole('tab', { name: '无障碍' }).click();
    await details.getByRole('button', { name: '检查无障碍' }).click();
    // The app's pages have no serious or critical violation (a11y.spec.ts): the audit says what it ran.
    await expect(details.getByRole('status')).toContainText(/条规则(未通过|通过)/, {
      timeout: 30_000,
    });
    await expect(details.getByRole('region', { name: '严重问题' })).toHaveCount(0);
    await expect(details.getByRole('region', { name: '较严重问题' })).toHaveCount(0);
  }
});
