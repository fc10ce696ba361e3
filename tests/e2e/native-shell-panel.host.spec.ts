/**
 * The phone's system from the control panel, as QA clicks it: the 系统 menu of a framed phone
 * (background and foreground, back, a location prompt answered in the frame, the photo picker,
 * gestures, dark mode) and a pinch through the frame: drawn with the mouse and Alt, or a trackpad's.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Phone } from '../../simulator/hosts';
import { expect, test } from './support/fixtures';
import { openFramedSim, openPanel, openWithForm, type FramedSim } from './support/framed-sim';

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

/** Starts recording, in the phone's page, what the script pushes to `window.__seen`. */
const record = (phone: Phone, script: string) =>
  phone.page.evaluate(`window.__seen = []; ${script}`);
const seen = (phone: Phone) => phone.page.evaluate('window.__seen') as Promise<string[]>;

test('the 系统 menu and the system prompts, clicked in the panel', async ({ page: panel }) => {
  await openPanel(panel, sim, { width: 1600, height: 1100 });
  const phone = await openWithForm(panel, sim, 'iphone-15', 'App 内（原生桥接）');
  const card = panel.getByRole('region', { name: 'iPhone 15 App 内' });
  await card.getByText('系统', { exact: true }).click();
  const menu = panel.getByRole('group', { name: 'iPhone 15的系统' });

  await menu.getByRole('button', { name: '切到后台' }).click();
  await expect(menu).toContainText('前后台（后台）');
  expect(await phone.page.evaluate('document.visibilityState')).toBe('hidden');
  await menu.getByRole('button', { name: '回到前台' }).click();
  await expect(menu).toContainText('前后台（前台）');
  await phone.bridgeLog.waitFor('resume');

  // The page asks where it is: the prompt shows in the frame and QA allows it there.
  const located = phone.page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        navigator.geolocation.getCurrentPosition(
          (p) => resolve(p.coords.latitude.toFixed(4)),
          (e) => resolve(`error ${e.code}`),
        ),
      ),
  );
  const screen = panel.getByRole('group', { name: 'iPhone 15的屏幕' });
  const prompt = screen.getByRole('alertdialog', { name: '允许“税务通”使用您的位置？' });
  await expect(prompt).toBeVisible();
  // The menu and the prompt (the panel's shared button colours are checked where they are defined).
  const { violations } = await new AxeBuilder({ page: panel })
    .include('.system-menu')
    .include('.system-prompt')
    .disableRules(['color-contrast'])
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await prompt.getByRole('button', { name: '允许', exact: true }).click();
  expect(await located).toBe('39.9087');
  await expect(menu.getByLabel('位置权限')).toHaveValue('allow');

  // The photo picker, answered with the bundled photo.
  await phone.page.evaluate(() => {
    const input = Object.assign(document.createElement('input'), { type: 'file', id: 'picker' });
    input.accept = 'image/*';
    input.addEventListener('change', () =>
      document.body.setAttribute('data-picked', input.files?.[0]?.name ?? ''),
    );
    document.body.append(input);
  });
  await phone.page.locator('#picker').click();
  await screen
    .getByRole('dialog', { name: '选择文件' })
    .getByRole('button', { name: '示例照片' })
    .click();
  await expect(phone.page.locator('body')).toHaveAttribute('data-picked', 'sample-photo.png');

  await record(
    phone,
    `document.addEventListener('touchstart', (e) => __seen.push('start:' + e.touches.length), { passive: true });`,
  );
  await menu.getByRole('button', { name: '双指放大' }).click();
  await expect.poll(() => seen(phone)).toContain('start:2');

  await menu.getByLabel('深色模式').click();
  await expect(menu.getByLabel('深色模式')).toBeChecked();
  expect(await phone.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
    true,
  );
});

test("Android: the back key from the menu, and a pinch drawn with Alt and the mouse or a trackpad's", async ({
  page: panel,
}) => {
  await openPanel(panel, sim, { width: 1600, height: 1100 });
  const phone = await openWithForm(panel, sim, 'pixel-8', '手机浏览器');
  await phone.goto('/app/calculator');
  const card = panel.getByRole('region', { name: 'Pixel 8 浏览器' });
  await card.getByText('系统', { exact: true }).click();
  await panel
    .getByRole('group', { name: 'Pixel 8的系统' })
    .getByRole('button', { name: '系统返回键' })
    .click();
  await expect(phone.page).toHaveURL(/\/app\/home$/);

  await record(
    phone,
    `for (const type of ['touchstart', 'touchmove']) document.addEventListener(type, (e) => __seen.push(type + ':' + e.touches.length), { passive: true });`,
  );
  const drawn = await panel
    .getByRole('group', { name: 'Pixel 8的屏幕' })
    .locator('.device-page')
    .boundingBox();
  if (!drawn) throw new Error('the phone is not drawn');
  const x = drawn.x + drawn.width / 2;
  const y = drawn.y + drawn.height / 2;
  await panel.mouse.move(x, y);
  await panel.keyboard.down('Alt');
  await panel.mouse.down();
  await panel.mouse.move(x + 30, y + 10, { steps: 4 });
  await panel.mouse.up();
  await panel.keyboard.up('Alt');
  // Two fingers landed (the page sees them land one after the other) and moved together.
  await expect
    .poll(() => seen(phone))
    .toEqual(expect.arrayContaining(['touchstart:1', 'touchstart:2', 'touchmove:2']));

  // A trackpad's pinch (the wheel with Ctrl, as Chromium reports it): two fingers, lifted after.
  await record(
    phone,
    `for (const type of ['touchstart', 'touchmove', 'touchend']) document.addEventListener(type, (e) => __seen.push(type + ':' + e.touches.length), { passive: true });`,
  );
  await panel.keyboard.down('Control');
  await panel.mouse.wheel(0, -20);
  await panel.mouse.wheel(0, -20);
  await panel.keyboard.up('Control');
  await expect
    .poll(() => seen(phone))
    .toEqual(expect.arrayContaining(['touchstart:2', 'touchmove:2', 'touchend:0']));
  expect(await panel.evaluate('visualViewport.scale')).toBe(1);
});
