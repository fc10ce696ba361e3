/**
 * 截图基线 from the panel: the open phone's device and mode pictured on the main pages, saved as
 * baselines, then compared with them, the report opening inside the panel.
 */
import { expect, test } from './support/fixtures';
import {
  openFramedSim,
  openPanel,
  openWithForm,
  panelViolations,
  type FramedSim,
} from './support/framed-sim';

// The pictures of ten pages, twice, beside a panel and a framed phone on a shared 2-core machine.
test.setTimeout(240_000);
test.use({ device: 'desktop-chrome-windows', mode: 'browser', startUrl: null });

let sim: FramedSim;
test.beforeEach(async ({ servers }) => {
  sim = await openFramedSim('local', servers.apiUrl);
});
test.afterEach(async () => {
  await sim.close();
});

test('更新基线 then 对比基线 on the open phone, with the report in the panel', async ({
  page: panel,
}) => {
  await openPanel(panel, sim, { width: 1600, height: 1000 });
  await openWithForm(panel, sim, 'iphone-se', '手机浏览器');
  const controls = panel.getByRole('region', { name: '截图基线' });
  await controls.getByLabel('手机').selectOption({ label: 'iPhone SE（第三代） 浏览器' });

  await controls.getByRole('button', { name: '更新基线' }).click();
  await expect(controls.getByRole('status')).toContainText(/已写入 \d+ 张基线/, {
    timeout: 120_000,
  });

  await controls.getByRole('button', { name: '对比基线' }).click();
  await expect(controls.getByRole('status')).toContainText(/\d+ 张截图全部与基线一致/, {
    timeout: 120_000,
  });
  const report = controls.frameLocator('iframe[title="截图基线对比报告"]');
  await expect(report.getByRole('heading', { name: '截图基线对比报告' })).toBeVisible();
  await expect(report.getByRole('img').first()).toBeVisible();
  expect(await panelViolations(panel)).toEqual([]);
});
