import { describe, expect, it } from 'vitest';
import { paymentSheetCancels } from '../sheets';
import { fakeContext } from './adapter-test-kit';
import { createWechatSdkAdapter } from './wechat-sdk';

const signed = {
  verifyAppId: 'wx1',
  verifyTimestamp: '1',
  verifyNonceStr: 'n',
  verifySignature: 's',
};
const invoke = (name: string, params: unknown = {}) => ({ kind: 'invoke', name, params });

describe('WeChat JS-SDK adapter', () => {
  it('preVerifyJSAPI: config:ok with the signature fields, invalid signature without', async () => {
    const { ctx } = fakeContext('wechat-sdk', { device: 'iphone-15-wechat' });
    const wx = createWechatSdkAdapter(ctx, 'ios');
    expect(await wx.receive(invoke('preVerifyJSAPI', signed))).toEqual({ err_msg: 'config:ok' });
    expect(await wx.receive(invoke('preVerifyJSAPI', { ...signed, verifySignature: '' }))).toEqual({
      err_msg: 'config:invalid signature',
    });
  });

  it('getBrandWCPayRequest opens the payment sheet and answers in WeChat words', async () => {
    const kinds: string[] = [];
    const { ctx, bridge } = fakeContext('wechat-sdk', {
      device: 'iphone-15-wechat',
      paymentSheet: async (r) => {
        kinds.push(`${r.kind} ${r.orderNo}`);
        return { action: 'pay' };
      },
    });
    const wx = createWechatSdkAdapter(ctx, 'ios');
    const pay = { package: 'prepay_id=wx201', paySign: 'sig' };
    expect(await wx.receive(invoke('getBrandWCPayRequest', pay))).toEqual({
      err_msg: 'get_brand_wcpay_request:ok',
    });
    bridge.setPaymentSheet(paymentSheetCancels());
    expect(await wx.receive(invoke('getBrandWCPayRequest', pay))).toEqual({
      err_msg: 'get_brand_wcpay_request:cancel',
    });
    expect(await wx.receive(invoke('getBrandWCPayRequest', {}))).toEqual({
      err_msg: 'get_brand_wcpay_request:fail',
    });
    expect(kinds).toEqual(['wechat-jsapi wx201']);
  });

  it('answers as each platform does: Android localIds as a JSON string, iOS scan results wrapped', async () => {
    const android = createWechatSdkAdapter(
      fakeContext('wechat-sdk', { device: 'xiaomi-14-wechat' }).ctx,
      'android',
    );
    const ios = createWechatSdkAdapter(
      fakeContext('wechat-sdk', { device: 'iphone-15-wechat' }).ctx,
      'ios',
    );
    expect(await android.receive(invoke('chooseImage'))).toMatchObject({
      localIds: '["wxLocalResource://simulator-image-1"]',
    });
    expect(await ios.receive(invoke('chooseImage'))).toMatchObject({
      localIds: ['wxLocalResource://simulator-image-1'],
    });
    expect(await ios.receive(invoke('scanQRCode'))).toMatchObject({
      resultStr: '{"scan_code":{"scan_result":"https://example.com/simulated-qr"}}',
    });
    expect(await android.receive(invoke('scanQRCode'))).toMatchObject({
      resultStr: 'https://example.com/simulated-qr',
    });
  });

  it('the handler table wins, under WeChat or SDK names; unknown names are function_not_exist', async () => {
    const { ctx } = fakeContext('wechat-sdk', {
      device: 'iphone-15-wechat',
      handlers: {
        getLocation: { answer: { latitude: 1, longitude: 2 } },
        openCard: { error: 'cancel' },
      },
    });
    const wx = createWechatSdkAdapter(ctx, 'ios');
    expect(await wx.receive(invoke('geoLocation'))).toEqual({
      err_msg: 'geoLocation:ok',
      latitude: 1,
      longitude: 2,
    });
    expect(await wx.receive(invoke('openCard'))).toEqual({ err_msg: 'openCard:cancel' });
    expect(await wx.receive(invoke('openLocation'))).toEqual({
      err_msg: 'system:function_not_exist',
    });
  });

  it('events reach the page listeners and the log', async () => {
    const { ctx, evaluated, log } = fakeContext('wechat-sdk', { device: 'iphone-15-wechat' });
    const wx = createWechatSdkAdapter(ctx, 'ios');
    await wx.emit('menu:share:appmessage');
    expect(evaluated).toEqual(['window.__taxSimWeixinEmit("menu:share:appmessage", {})']);
    expect(log.events('menu:share:appmessage')).toHaveLength(1);
  });
});
