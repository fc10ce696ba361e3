import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { createPanelRoutes } from '../panel/server-routes';
import { ChromiumPanelHost } from '../hosts/chromium-panel-host';
import { startPanelHostFixture, type PanelHostFixture } from '../hosts/panel-host-fixture';

/** A page with what a recording must find again: named regions, twin buttons, fields, a toggle. */
const FIXTURE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>订单</title></head><body>
<section aria-label="购物车"><button>删除</button><button>结算</button></section>
<section aria-label="收藏"><button>删除</button></section>
<label for="phone">手机号</label><input id="phone" inputmode="numeric">
<input aria-label="验证码" autocomplete="one-time-code">
<input aria-label="昵称">
<label><input type="checkbox"> 我已阅读并同意</label>
<ul><li><a href="#a">课程</a></li><li><a href="#b">课程</a></li></ul>
<p data-testid="total">合计 ¥9.90</p>
</body></html>`;

vi.setConfig({ testTimeout: 60_000 });

let fixture: PanelHostFixture<ChromiumPanelHost> | undefined;
let host: ChromiumPanelHost;

beforeAll(async () => {
  fixture = await startPanelHostFixture({
    prefix: 'sim-recording-',
    page: FIXTURE,
    createHost: (options) =>
      new ChromiumPanelHost({ ...options, sheets: 'interactive', headed: false }),
    panelRoutes: createPanelRoutes,
  });
  host = fixture.host;
}, 60_000);

afterAll(() => fixture?.stop());

describe('recording a phone', () => {
  it('turns taps, typing, a toggle, an assertion and a clock move into a spec with unique locators', async () => {
    const { id } = await host.openPhone({
      deviceId: 'xiaomi-14',
      mode: 'browser',
      url: '/app/cart',
    });
    const page = host.phones()[0]!.page;
    await host.record(id, { action: 'start' });
    expect((await host.getState()).phones[0]?.recording).toEqual({ state: 'on', steps: 0 });

    await page.getByRole('region', { name: '收藏' }).getByRole('button').click();
    await page.getByRole('button', { name: '结算' }).click();
    await page.getByLabel('手机号').pressSequentially('13800000001');
    // Pinyin typed through an IME: only the committed text is a fill.
    await page.getByLabel('昵称').evaluate((field: HTMLInputElement) => {
      field.dispatchEvent(new CompositionEvent('compositionstart'));
      field.value = 'shui';
      field.dispatchEvent(new InputEvent('input', { bubbles: true, isComposing: true }));
      field.value = '税友';
      field.dispatchEvent(new CompositionEvent('compositionend', { data: '税友' }));
      field.dispatchEvent(new InputEvent('input', { bubbles: true, isComposing: false }));
    });
    await page.getByLabel('验证码').fill('123456');
    await page.getByRole('checkbox').check();
    await page.getByRole('link').nth(1).click();
    await host.simRequest({ method: 'POST', path: '/__sim/advance', body: { ms: 1_800_000 } });
    await host.record(id, { action: 'pickAssertion' });
    await page.getByTestId('total').click();
    await expect.poll(async () => (await host.getState()).phones[0]?.recording?.state).toBe('on');
    await expect
      .poll(async () => (await host.getState()).phones[0]?.recording?.steps)
      .toBeGreaterThanOrEqual(8);

    const result = await host.record(id, { action: 'stop' });
    expect(result?.file).toMatch(/xiaomi-14-browser\.spec\.ts$/);
    const spec = readFileSync(result!.file, 'utf8');
    expect(spec).toBe(result!.spec);
    expect(spec).toContain("import { expect, test } from 'tax-h5/testing';");
    expect(spec).toContain("device: process.env.SIM_DEVICE ?? 'xiaomi-14'");
    expect(spec).toContain("startUrl: '/app/cart'");
    expect(spec.replace(/\s*\n\s*\./g, '.')).toContain(
      "await page.getByRole('region', { name: '收藏', exact: true }).getByRole('button', { name: '删除', exact: true }).click();",
    );
    expect(spec).toContain(
      "await page.getByRole('button', { name: '结算', exact: true }).click();",
    );
    expect(spec).toContain(
      "await page.getByRole('textbox', { name: '手机号', exact: true }).fill('13800000001');",
    );
    expect(spec).toContain(
      "await page.getByRole('textbox', { name: '昵称', exact: true }).fill('税友');",
    );
    expect(spec).not.toContain('shui');
    // The SMS code is read from the mock API when the spec runs, never kept.
    expect(spec).not.toContain('123456');
    expect(spec).toContain("mockApi.smsCodes({ query: { phone: '13800000001', limit: 1 } })");
    expect(spec).toContain(
      "await page.getByRole('checkbox', { name: '我已阅读并同意', exact: true }).check();",
    );
    expect(spec).toContain(
      "await page.getByRole('link', { name: '课程', exact: true }).nth(1).click();",
    );
    expect(spec).toContain('await mockApi.advanceClock({ body: { ms: 1800000 } });');
    expect(spec).toContain("await expect(page.getByTestId('total')).toContainText('合计 ¥9.90');");
    expect(spec).toContain("await test.step('订单', async () => {");
    expect((await host.getState()).phones[0]?.recording).toBeNull();
  });
});
