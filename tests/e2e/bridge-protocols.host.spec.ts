import { createInteractivePaymentSheet } from '../../simulator/bridge';
import type { Phone } from '../../simulator/hosts';
import { FramedPanelHost } from '../../simulator/hosts/framed-panel-host';
import type { BridgeProtocol, PhoneOptions, TestPhone } from '../../simulator/testing';
import { pageHandlers, serveBridgePages } from './support/bridge-pages';
import { expect, test } from './support/fixtures';

// Other hybrid apps' pages, unmodified, in the simulator's phones: each foreign bridge answers
// from the handler table (tests/e2e/fixtures/bridges/handlers.json), logs every call, and lets QA
// answer payments on the sheet. DSBridge's and WeChat's pages load the real npm packages.
let pages: Awaited<ReturnType<typeof serveBridgePages>>;
test.beforeAll(async () => {
  pages = await serveBridgePages();
});
test.afterAll(async () => {
  await pages.close();
});

const results = (phone: Phone) => phone.page.getByRole('list', { name: '结果' });
const expectResult = (phone: Phone, text: string) =>
  expect(results(phone).getByText(text, { exact: true })).toBeVisible();

type PaymentSheet = ReturnType<typeof createInteractivePaymentSheet>;

/**
 * Opens a phone on another app's page (`${page}.html` of the bridge pages), its payment sheet
 * answered by the test (as QA does on the panel's sheet).
 */
async function openForeign(
  phones: (options: Partial<PhoneOptions>) => Promise<TestPhone>,
  sheet: PaymentSheet,
  options: { device: string; mode: 'app' | 'browser'; bridge: BridgeProtocol; page: string },
): Promise<Phone> {
  const phone = await phones({
    device: options.device,
    mode: options.mode,
    bridge: options.bridge,
    ...(options.bridge === 'wechat-sdk' ? {} : { handlers: pageHandlers() }),
    startUrl: `${pages.origin}/${options.page}.html`,
  });
  phone.foreign!.bridge.setPaymentSheet(sheet.open);
  return phone;
}

/** Taps `button`, waits for the payment sheet and pays on it. */
async function payOnSheet(phone: Phone, sheet: PaymentSheet, button: string) {
  await phone.page.getByRole('button', { name: button }).click();
  await expect.poll(() => sheet.current()?.kind).toBeTruthy();
  expect(sheet.answer({ action: 'pay' })).toBe(true);
}

for (const device of ['iphone-15', 'xiaomi-14'] as const) {
  test(`${device}: DSBridge (npm dsbridge) sync, async, progress, native -> web, event, payment, unknown`, async ({
    phones,
  }) => {
    const sheet = createInteractivePaymentSheet();
    const phone = await openForeign(phones, sheet, {
      device,
      mode: 'app',
      bridge: 'dsbridge',
      page: 'dsbridge',
    });
    expect(await phone.page.evaluate(() => navigator.userAgent)).not.toContain('TaxApp/');
    await phone.page.getByRole('button', { name: '同步调用' }).click();
    await expectResult(phone, '同步 {"id":1,"name":"张三"}');
    await phone.page.getByRole('button', { name: '异步调用' }).click();
    await expectResult(phone, '异步 token-abc');
    await phone.page.getByRole('button', { name: '下载（进度）' }).click();
    await expect(results(phone).getByText(/^进度 /)).toHaveText([
      '进度 10%',
      '进度 60%',
      '进度 完成',
    ]);

    await phone.bridgeLog.waitFor('_dsb.dsinit');
    expect(await phone.foreign!.callWeb('addValue', [3, 4])).toBe(7);
    expect(await phone.foreign!.callWeb('append', ['你好', '世界'])).toBe('你好 世界');
    await phone.foreign!.emit('onNetworkChange', { type: 'wifi' });
    await expectResult(phone, '事件 {"type":"wifi"}');

    await payOnSheet(phone, sheet, '支付');
    await expectResult(phone, '支付 {"paid":true}');
    expect(sheet.current()).toBeNull();

    await phone.page.getByRole('button', { name: '未知方法' }).click();
    await expectResult(phone, '未知 undefined');
    await expectResult(phone, '有原生方法 false');
    const unknown = await phone.bridgeLog.waitFor('noSuchMethod');
    expect(unknown).toMatchObject({ protocol: 'dsbridge', error: { code: 'UNKNOWN_METHOD' } });
    const download = await phone.bridgeLog.waitFor('download');
    expect(download).toMatchObject({
      protocol: 'dsbridge',
      progress: ['10%', '60%'],
      result: '完成',
    });
  });

  test(`${device}-wechat: WeChat JS-SDK (npm weixin-js-sdk) config, APIs, share event, chooseWXPay on the sheet, unknown API`, async ({
    phones,
  }) => {
    const sheet = createInteractivePaymentSheet();
    const phone = await openForeign(phones, sheet, {
      device: `${device}-wechat`,
      mode: 'browser',
      bridge: 'wechat-sdk',
      page: 'wechat',
    });
    await expectResult(phone, 'ready');
    const config = await phone.bridgeLog.waitFor('preVerifyJSAPI');
    expect(config.kind === 'call' && config.params).toMatchObject({
      verifyAppId: 'wx0000000000000001',
      verifySignature: '0a1b2c3d4e5f',
      verifyNonceStr: 'simulator',
      verifyTimestamp: '1700000000',
    });
    await phone.page.getByRole('button', { name: '选图片' }).click();
    await expectResult(phone, '图片 chooseImage:ok wxLocalResource://simulator-image-1');
    await phone.page.getByRole('button', { name: '定位' }).click();
    await expectResult(phone, '定位 getLocation:ok 39.9087,116.3975');
    await phone.page.getByRole('button', { name: '扫一扫' }).click();
    await expectResult(phone, '扫码 scanQRCode:ok https://example.com/simulated-qr');

    await phone.foreign!.emit('menu:share:appmessage', {});
    await expectResult(phone, '分享 sendAppMessage:ok');

    await payOnSheet(phone, sheet, '微信支付');
    await expectResult(phone, '支付 chooseWXPay:ok');

    await phone.page.getByRole('button', { name: '未知接口' }).click();
    await expectResult(phone, '未知 openLocation:function not exist');
    expect(await phone.bridgeLog.waitFor('openLocation')).toMatchObject({
      protocol: 'wechat-sdk',
      error: { code: 'UNKNOWN_METHOD' },
    });
  });

  test(`${device}: AlipayJSBridge call, tradePay on the sheet, resume and back events, unknown API`, async ({
    phones,
  }) => {
    const sheet = createInteractivePaymentSheet();
    const phone = await openForeign(phones, sheet, {
      device,
      mode: 'app',
      bridge: 'alipay',
      page: 'alipay',
    });
    await expectResult(phone, '桥已就绪 true');
    await phone.page.getByRole('button', { name: '异步调用' }).click();
    await expectResult(phone, '异步 {"id":1,"name":"张三"}');
    await phone.foreign!.emit('resume', { from: 'cashier' });
    await expectResult(phone, '事件 resume {"from":"cashier"}');
    await phone.foreign!.emit('back');
    await expectResult(phone, '事件 back（已拦截）');
    expect(phone.closed).toBe(false);
    await payOnSheet(phone, sheet, '支付宝支付');
    await expectResult(phone, '支付 9000');
    await phone.page.getByRole('button', { name: '未知接口' }).click();
    await expectResult(phone, '未知 {"error":1,"errorMessage":"接口不存在"}');
  });
}

/**
 * WebViewJavascriptBridge (iOS) and JsBridge (Android): the same steps, with each protocol's own
 * argument shapes; an unknown handler is left unanswered, as their native sides do.
 */
const HANDLER_BRIDGES = [
  {
    title:
      'iphone-15: WebViewJavascriptBridge handshake, async call, native -> web, event, payment, unknown handler unanswered',
    device: 'iphone-15',
    bridge: 'wvjb',
    /** Steps of this protocol only, after the async call. */
    extra: null,
    addValue: { args: [{ a: 2, b: 5 }], answer: 7 },
    network: { data: { type: '4g' }, shown: '事件 {"type":"4g"}' },
  },
  {
    title:
      'xiaomi-14: JsBridge ready event, async call, DefaultHandler, native -> web, event, payment, unknown handler unanswered',
    device: 'xiaomi-14',
    bridge: 'jsbridge',
    extra: { button: 'send（默认处理）', shown: 'send DefaultHandler response data' },
    addValue: { args: [JSON.stringify({ a: 2, b: 5 })], answer: '7' },
    network: { data: 'wifi', shown: '事件 wifi' },
  },
] as const;

for (const row of HANDLER_BRIDGES) {
  test(row.title, async ({ phones }) => {
    const sheet = createInteractivePaymentSheet();
    const phone = await openForeign(phones, sheet, {
      device: row.device,
      mode: 'app',
      bridge: row.bridge,
      page: row.bridge,
    });
    await expectResult(phone, '桥已就绪');
    await phone.page.getByRole('button', { name: '异步调用' }).click();
    await expectResult(phone, '异步 {"id":1,"name":"张三"}');
    if (row.extra) {
      await phone.page.getByRole('button', { name: row.extra.button }).click();
      await expectResult(phone, row.extra.shown);
    }
    expect(await phone.foreign!.callWeb('addValue', [...row.addValue.args])).toBe(
      row.addValue.answer,
    );
    await phone.foreign!.emit('onNetworkChange', row.network.data);
    await expectResult(phone, row.network.shown);
    await payOnSheet(phone, sheet, '支付');
    await expectResult(phone, '支付 {"paid":true}');
    await phone.page.getByRole('button', { name: '未知方法' }).click();
    expect(await phone.bridgeLog.waitFor('noSuchMethod')).toMatchObject({
      protocol: row.bridge,
      unanswered: true,
    });
    await expect(results(phone).getByText(/^未知 /)).toHaveCount(0);
  });
}

test('the CLI’s host (--bridge alipay --handlers handlers.json): the table from the file answers the page', async ({
  browser,
  servers,
}, testInfo) => {
  const host = new FramedPanelHost({
    browser,
    apiUrl: servers.apiUrl,
    webUrl: servers.webUrl,
    screenshotsDir: testInfo.outputPath('shots'),
    sheets: 'auto',
    headed: false,
    foreignBridge: { protocol: 'alipay', handlers: pageHandlers() },
  });
  try {
    await host.openPhone({
      deviceId: 'xiaomi-14',
      mode: 'app',
      url: `${pages.origin}/alipay.html`,
    });
    const [phone] = host.phones();
    await expectResult(phone!, '桥已就绪 true');
    await phone!.page.getByRole('button', { name: '异步调用' }).click();
    await expectResult(phone!, '异步 {"id":1,"name":"张三"}');
    expect(phone!.bridgeLog.calls('getUser')).toMatchObject([{ protocol: 'alipay' }]);
  } finally {
    await host.closeAll();
  }
});
