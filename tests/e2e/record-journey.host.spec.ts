/**
 * Recording a QA session in the panel into a Playwright spec, then running that spec as written:
 * a course bought in the iOS app through the frame (the native login sheet, the course, Apple's
 * sheet cancelled then paid, 我的课程), replayed unmodified on the iPhone and on an Android phone.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { frameLayout } from '../../simulator/devices/frame-layout';
import { getDevice } from '../../simulator/devices';
import type { Phone } from '../../simulator/hosts';
import { expect, test } from './support/fixtures';
import {
  openFramedSim,
  openPanel,
  openWithForm,
  panelViolations,
  tapThroughFrame,
  type FramedSim,
} from './support/framed-sim';
import { coursesSeenBy } from './support/live-courses';

// A panel, two browsers and then two nested Playwright runs on a shared 2-core machine.
test.setTimeout(300_000);
test.use({ device: 'desktop-chrome-windows', mode: 'browser', startUrl: null });

/** Inside the repository, so that the spec's `tax-h5/testing` import resolves as in a QA project. */
const recordingsDir = resolve('.sim-data', 'e2e-recordings', randomUUID());
let sim: FramedSim;
test.beforeEach(async ({ servers }) => {
  sim = await openFramedSim('local', servers.apiUrl, { recordingsDir });
});
test.afterEach(async () => {
  await sim.close();
  rmSync(recordingsDir, { recursive: true, force: true });
});

test('a course bought in the iOS app, recorded in the panel, replays on iOS and Android', async ({
  page: panel,
  mockApi,
}) => {
  const series = (await coursesSeenBy(await mockApi.newUser(), { type: 2 })).filter(
    (c) => c.priceCents > 0,
  )[4];
  if (!series) throw new Error('no paid series seeded');
  const { phone: newNumber } = await mockApi.newPhoneNumber();

  await openPanel(panel, sim, { width: 1400, height: 1500 });
  const phone: Phone = await openWithForm(panel, sim, 'iphone-15', 'App 内（原生桥接）');
  const card = panel.getByRole('region', { name: 'iPhone 15 App 内' });
  const screen = panel.getByRole('group', { name: 'iPhone 15的屏幕' });
  await expect(screen.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/);
  const layout = frameLayout(getDevice('iphone-15'), 'app');
  const app: Page = phone.page;
  const tap = async (target: Locator) => {
    await target.scrollIntoViewIfNeeded();
    await tapThroughFrame(panel, screen, phone, target, layout);
  };
  const assertOn = async (target: Locator) => {
    await card.getByRole('button', { name: '断言' }).click();
    await expect(card.getByRole('button', { name: '请点选元素…' })).toBeVisible();
    await tap(target);
    await expect(card.getByRole('button', { name: '断言' })).toBeEnabled();
  };

  await card.getByRole('button', { name: '● 录制' }).click();
  await expect(card.getByRole('button', { name: /^停止录制/ })).toBeVisible();

  // Signing in through the native sheet drawn over the frame, as a new account.
  await tap(app.getByRole('button', { name: '登录' }).first());
  const loginSheet = screen.getByRole('dialog', { name: '登录' });
  await loginSheet.getByLabel('手机号').fill(newNumber);
  await loginSheet.getByRole('button', { name: '登录' }).click();
  await expect.poll(() => phone.bridge?.signedIn?.user.phone).toBe(newNumber);

  // The course, through the phone's address field; its second chapter opens the paywall.
  const address = card.getByRole('form', { name: 'iPhone 15的地址栏' });
  await address.getByLabel('地址').fill(`/app/live/series/v3/detail/${series.id}`);
  await address.getByRole('button', { name: '前往' }).click();
  await tap(app.getByRole('list', { name: '课程目录' }).getByRole('button').nth(1));
  await tap(
    app.getByRole('region', { name: '购买课程' }).getByRole('button', { name: /^购买课程 ¥/ }),
  );
  const order = app.getByRole('region', { name: '确认订单' });
  await tap(order.getByRole('checkbox', { name: '我已阅读并同意' }));
  await expect(order.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();

  // Apple's sheet: cancelled, then paid.
  const paymentSheet = screen.getByRole('dialog', { name: '支付' });
  await tap(app.getByTestId('checkout-pay'));
  await paymentSheet.getByRole('button', { name: '取消' }).click();
  await expect(paymentSheet).toBeHidden();
  await expect(app.getByTestId('checkout-pay')).toBeEnabled();
  await tap(app.getByTestId('checkout-pay'));
  await paymentSheet.getByRole('button', { name: /^确认/ }).click();
  const paid = app
    .getByRole('region', { name: '订单状态' })
    .getByRole('heading', { name: '支付成功' });
  await expect(paid).toBeVisible();
  await assertOn(paid);

  // 我的学习 → 我的课程 → 已购: the course is there.
  await address.getByLabel('地址').fill('/app/live/publicize');
  await address.getByRole('button', { name: '前往' }).click();
  await tap(app.getByRole('region', { name: '我的学习' }).getByRole('link', { name: '我的课程' }));
  await tap(app.getByRole('tab', { name: '已购' }));
  const bought = app.getByRole('list', { name: '已购课程' }).getByText(series.title);
  await expect(bought).toBeVisible();
  await assertOn(bought);

  await card.getByRole('button', { name: /^停止录制/ }).click();
  const saved = card.getByRole('status').filter({ hasText: '已保存录制' });
  await expect(saved).toBeVisible();
  const file = /：(\/.+\.spec\.ts)$/.exec((await saved.textContent()) ?? '')?.[1];
  if (!file) throw new Error('no recording file in the message');
  const spec = readFileSync(file, 'utf8');

  // Readable, on the testing entry, with no secret and the sheets answered as QA did.
  expect(spec).toContain("import { expect, test } from 'tax-h5/testing';");
  expect(spec).toContain("device: process.env.SIM_DEVICE ?? 'iphone-15'");
  expect(spec).toMatch(/phone\.answerSheet\(\s*\{ login: \{ signInAs: 'new' \} \}/);
  expect(spec).not.toContain(newNumber);
  expect(spec.indexOf("{ payment: 'cancel' }")).toBeGreaterThan(0);
  expect(spec.indexOf("{ payment: 'cancel' }")).toBeLessThan(spec.indexOf("{ payment: 'pay' }"));
  expect(spec).toContain(`await phone.goto('/app/live/series/v3/detail/${series.id}');`);
  expect(spec).toMatch(/page\.getByTestId\('checkout-pay'\)\.click\(\)/);
  expect(spec).toMatch(/toContainText\(\s*'支付成功'/);
  expect(spec).toMatch(new RegExp(`toContainText\\(\\s*'${series.title}'`));
  expect(
    spec.match(/^\s+await (page|phone|expect|mockApi)\b/gm)?.length ?? 0,
  ).toBeGreaterThanOrEqual(10);
  expect(spec.match(/test\.step\(/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  // The download offers the same text.
  await expect(card.getByRole('button', { name: '下载脚本' })).toBeVisible();

  // 回放 in the panel: the spec as written, each on a fresh mock backend, on the iPhone and on an
  // Android phone in the app (`npx playwright test` with SIM_DEVICE / SIM_MODE, as --replay runs it).
  await card.getByText('回放', { exact: true }).click();
  const replay = card.getByRole('group', { name: '回放录制的脚本' });
  await replay.getByLabel('设备（可多选）').selectOption(['iphone-15', 'xiaomi-14']);
  await expect(replay.getByRole('checkbox', { name: 'App 内' })).toBeChecked();
  await replay.getByRole('button', { name: '回放到 2 台' }).click();
  const results = replay.getByRole('list', { name: '回放结果' });
  await expect(results).toBeVisible({ timeout: 240_000 });
  await expect(results.getByRole('listitem'), spec).toHaveText([
    /^✓ iPhone 15 App 内：通过/,
    /^✓ 小米 14 App 内：通过/,
  ]);
  expect(await panelViolations(panel)).toEqual([]);
});
