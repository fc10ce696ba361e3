/**
 * The framed panel as QA's workspace: the phones stay in view whatever the controls and logs do,
 * a turned phone gets a landscape column, and a phone's messages never move its frame.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  openFramedSim,
  openPanel,
  openWithForm,
  panelViolations,
  type FramedSim,
} from './support/framed-sim';

// Two phones and a panel on a shared 2-core machine.
test.setTimeout(120_000);

const WINDOW = { width: 1600, height: 900 };

// The panel is a page on a desktop's Chrome, as QA opens it; the phones are the framed host's.
test.use({ device: 'desktop-chrome-windows', mode: 'browser', startUrl: null });

let sim: FramedSim;
test.beforeEach(async ({ servers }) => {
  sim = await openFramedSim('local', servers.apiUrl);
});
test.afterEach(async () => {
  await sim.close();
});

/** The framed phone's box in the window (its slot: bezel included). */
async function frameBox(screen: Locator) {
  const box = await screen
    .locator('xpath=ancestor::div[contains(@class, "device-slot")]')
    .boundingBox();
  if (!box) throw new Error('phone not drawn');
  return box;
}

const iphoneCard = (panel: Page) => panel.getByRole('region', { name: 'iPhone 15 App 内' });

test('phones stay in view: the controls scroll alone, logs open in a resizable drawer, a turned phone gets a wide column', async ({
  page: panel,
}) => {
  await openPanel(panel, sim, WINDOW);
  await openWithForm(panel, sim, 'iphone-15', 'App 内（原生桥接）');
  await openWithForm(panel, sim, 'xiaomi-14', '手机浏览器');
  const iphone = panel.getByRole('group', { name: 'iPhone 15的屏幕' });
  const xiaomi = panel.getByRole('group', { name: '小米 14的屏幕' });
  await expect(iphone.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/);
  const inWindow = async (screen: Locator, bottom = WINDOW.height) => {
    const box = await frameBox(screen);
    return box.y >= 0 && box.x + box.width <= WINDOW.width && box.y + box.height <= bottom;
  };
  await expect.poll(() => inWindow(iphone)).toBe(true);
  const before = await frameBox(iphone);

  // The controls column scrolls on its own: the wheel over it reaches its last section, the phones do not move.
  const last = panel.getByRole('heading', { name: '竞赛活动（QA）' });
  await expect(last).not.toBeInViewport();
  await panel.getByRole('form', { name: '打开手机' }).hover();
  await panel.mouse.wheel(0, 20_000);
  await expect(last).toBeInViewport();
  expect(await frameBox(iphone)).toEqual(before);
  expect(await panel.evaluate('scrollY')).toBe(0);

  // The bridge log opens in a drawer as wide as the window; the phones shrink to the room above it.
  const details = panel.getByRole('region', { name: '手机详情' });
  await panel.getByRole('button', { name: /^iPhone 15 · App 内/ }).click();
  await details.getByRole('tab', { name: '桥接日志' }).click();
  const drawer = panel.getByRole('tabpanel', { name: '桥接日志' });
  await expect(drawer.getByRole('table', { name: '桥接日志' })).toBeVisible();
  const drawerBox = await drawer.boundingBox();
  expect(drawerBox?.width).toBeGreaterThan(WINDOW.width - 40);
  await expect.poll(() => inWindow(iphone, drawerBox?.y)).toBe(true);
  await expect.poll(() => inWindow(xiaomi, drawerBox?.y)).toBe(true);
  // Its JSON is a tree: an answer's object closes to one line on a click, and opens again.
  const node = drawer.locator('details.json-node').first();
  await expect(node).toHaveAttribute('open', '');
  await node.locator('summary').first().click();
  await expect(node).not.toHaveAttribute('open');
  await node.locator('summary').first().click();
  await expect(node).toHaveAttribute('open', '');
  expect(await panelViolations(panel)).toEqual([]);

  // Dragging the drawer's edge up: the drawer grows, and the phones still fit above it.
  const handle = drawer.getByRole('separator', { name: '调整日志高度' });
  const edge = await handle.boundingBox();
  if (!edge) throw new Error('no handle');
  await panel.mouse.move(edge.x + 200, edge.y + 2);
  await panel.mouse.down();
  await panel.mouse.move(edge.x + 200, edge.y - 100, { steps: 5 });
  await panel.mouse.up();
  const grown = await drawer.boundingBox();
  expect(grown?.height).toBeGreaterThan((drawerBox?.height ?? 0) + 80);
  await expect.poll(() => inWindow(iphone, grown?.y)).toBe(true);
  // Dragged as high as it goes (a 系统 menu open makes the toolbar taller still), it stops above
  // the phones at their smallest: neither frame is covered.
  await iphoneCard(panel).getByText('系统', { exact: true }).click();
  const top = await handle.boundingBox();
  if (!top) throw new Error('no handle');
  await panel.mouse.move(top.x + 200, top.y + 2);
  await panel.mouse.down();
  await panel.mouse.move(top.x + 200, 10, { steps: 5 });
  await panel.mouse.up();
  const highest = async () => (await drawer.boundingBox())?.y ?? 0;
  await expect.poll(async () => inWindow(iphone, await highest())).toBe(true);
  await expect.poll(async () => inWindow(xiaomi, await highest())).toBe(true);
  await iphoneCard(panel).getByText('系统', { exact: true }).click();
  await drawer.getByRole('button', { name: '收起日志' }).click();
  await expect(drawer).toBeHidden();

  // A message of the phone's card floats over the frame: the phone neither moves nor shrinks.
  await expect.poll(() => frameBox(iphone)).toEqual(before);
  const card = panel.getByRole('region', { name: 'iPhone 15 App 内' });
  await card.getByRole('button', { name: '清除存储' }).click();
  await expect(card.getByRole('status')).toHaveText('已清除存储并刷新');
  expect(await frameBox(iphone)).toEqual(before);

  // A turned phone gets a landscape column: wider than its upright neighbour's, drawn wider than tall.
  await card.getByRole('button', { name: '横屏' }).click();
  await expect
    .poll(async () => {
      const turned = await frameBox(iphone);
      const upright = await frameBox(xiaomi);
      return turned.width > turned.height && turned.width > 1.5 * upright.width;
    })
    .toBe(true);
  await expect.poll(() => inWindow(iphone)).toBe(true);
  await expect.poll(() => inWindow(xiaomi)).toBe(true);
  expect(await panelViolations(panel)).toEqual([]);
});

test("each phone's address field, its title bar following at once, honest defaults, the account kept across a device switch", async ({
  page: panel,
  mockApi,
}) => {
  await openPanel(panel, sim, WINDOW);
  const form = panel.getByRole('form', { name: '打开手机' });
  // A current phone first, with its screen (not the browser's viewport); payments succeed unless armed.
  await expect(form.getByLabel('设备')).toHaveValue('iphone-15');
  await expect(form.getByLabel('设备').locator('option:checked')).toHaveText(
    'iPhone 15（屏幕 393×852 @3x）',
  );
  await expect(
    panel.getByRole('group', { name: '下一次支付' }).getByLabel('下一次支付'),
  ).toHaveValue('none');
  const iphonePhone = await openWithForm(panel, sim, 'iphone-15', 'App 内（原生桥接）');
  const xiaomiPhone = await openWithForm(panel, sim, 'xiaomi-14', 'App 内（原生桥接）');
  const iphone = panel.getByRole('group', { name: 'iPhone 15的屏幕' });
  await expect(iphone.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/);

  // The iPhone's own address field: a path takes that phone (only) there, and its title bar follows.
  const address = panel.getByRole('form', { name: 'iPhone 15的地址栏' });
  await address.getByLabel('地址').fill('/app/calculator');
  await address.getByRole('button', { name: '前往' }).click();
  await expect(iphonePhone.page).toHaveURL(/\/app\/calculator$/);
  await expect(iphone.getByRole('heading', { name: '个税计算器' })).toBeVisible();
  expect(xiaomiPhone.page.url()).toMatch(/\/app\/home$/);
  // A full URL works too, and the title follows the navigation back.
  await address.getByLabel('地址').fill(`${new URL(sim.panelUrl).origin}/app/home`);
  await address.getByRole('button', { name: '前往' }).click();
  await expect(iphonePhone.page).toHaveURL(/\/app\/home$/);
  await expect(iphone.getByRole('heading', { name: '个税计算器' })).toBeHidden();
  await expect(address.locator('datalist option[value="/app/calculator"]')).toHaveCount(1);

  // Signed in from the panel, then switched to another model: the phone keeps its account.
  const { phone: member } = await mockApi.newPhoneNumber();
  await panel.getByRole('button', { name: /^iPhone 15 · App 内/ }).click();
  const login = panel.getByRole('form', { name: 'App 登录' });
  await login.getByLabel('手机号').fill(member);
  await login.getByRole('button', { name: '以此号登录' }).click();
  await expect.poll(() => sim.host.phones()[0]?.bridge?.signedIn?.user.phone).toBe(member);
  const card = panel.getByRole('region', { name: 'iPhone 15 App 内' });
  await card.getByLabel('设备').selectOption('iphone-15-pro-max');
  const switched = panel.getByRole('group', { name: 'iPhone 15 Pro Max的屏幕' });
  await expect(switched.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/);
  await expect.poll(() => sim.host.phones()[0]?.bridge?.signedIn?.user.phone).toBe(member);
  await expect(panel.getByRole('region', { name: '手机详情' })).toContainText(member);
  expect(await panelViolations(panel)).toEqual([]);
});
