import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BridgeError } from '@/lib/bridge';
import { ApiError } from '@/lib/http/api-error';
import { jsapiOutcome, weixinBridge } from './native-pay';
import { payEnvironment, payRoute } from './pay-environment';
import { startPayment } from './start-payment';

const nativePay = vi.hoisted(() => ({ payInApp: vi.fn(), payInWeChat: vi.fn() }));
const cashier = vi.hoisted(() => ({ goToCashier: vi.fn() }));
const toast = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('./native-pay', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  ...nativePay,
}));
vi.mock('./checkout-api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  ...cashier,
}));
vi.mock('@/lib/toast', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  ...toast,
}));

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TaxApp/4.0.0';
const ANDROID_APP =
  'Mozilla/5.0 (Linux; Android 14; 23127PN0CC Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 TaxApp/4.0.0';
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';
const ORDER = '202606011000000001';

beforeEach(() => vi.clearAllMocks());
afterEach(() => document.body.replaceChildren());

describe('channel choice', () => {
  it('tells the environments apart by the UA: our app first, then WeChat, else a browser', () => {
    expect(payEnvironment(IPHONE_SAFARI)).toBe('browser');
    expect(payEnvironment(IPHONE_APP)).toBe('ios-app');
    expect(payEnvironment(ANDROID_APP)).toBe('android-app');
    expect(payEnvironment(IPHONE_WECHAT)).toBe('wechat');
  });

  it('pays with the SDKs in the Android app, JSAPI in WeChat (Alipay: the browser guide), else the H5 cashier', () => {
    expect(payRoute('android-app', 'wechat')).toBe('app-sdk');
    expect(payRoute('android-app', 'alipay')).toBe('app-sdk');
    expect(payRoute('wechat', 'wechat')).toBe('jsapi');
    expect(payRoute('wechat', 'alipay')).toBe('browser-guide');
    expect(payRoute('browser', 'alipay')).toBe('cashier');
    expect(payRoute('ios-app', 'wechat')).toBe('cashier');
  });
});

describe('startPayment', () => {
  it('leaves for the cashier in a phone browser', async () => {
    cashier.goToCashier.mockResolvedValue(undefined);
    expect(await startPayment(ORDER, 'alipay', 'browser')).toBe('left');
    expect(cashier.goToCashier).toHaveBeenCalledWith(ORDER, 'alipay', undefined);
  });

  it('has the cashier send the browser back to the page the caller names (a tip returns to its content)', async () => {
    cashier.goToCashier.mockResolvedValue(undefined);
    expect(await startPayment(ORDER, 'wechat', 'browser', '/article/detail/1?tipOrder=1')).toBe(
      'left',
    );
    expect(cashier.goToCashier).toHaveBeenCalledWith(
      ORDER,
      'wechat',
      '/article/detail/1?tipOrder=1',
    );
  });

  it('in the Android app: the result page after the SDK, whatever the sheet said, with a toast for a cancel or a failure', async () => {
    nativePay.payInApp.mockResolvedValueOnce(undefined);
    expect(await startPayment(ORDER, 'wechat', 'android-app')).toBe('result');
    expect(toast.showToast).not.toHaveBeenCalled();
    nativePay.payInApp.mockRejectedValueOnce(new BridgeError('CANCELLED', '用户取消了支付'));
    expect(await startPayment(ORDER, 'alipay', 'android-app')).toBe('result');
    expect(toast.showToast).toHaveBeenLastCalledWith('支付已取消');
    nativePay.payInApp.mockRejectedValueOnce(new BridgeError('FAILED', '余额不足'));
    expect(await startPayment(ORDER, 'alipay', 'android-app')).toBe('result');
    expect(toast.showToast).toHaveBeenLastCalledWith('余额不足');
    // The server's refusal of the prepay (already toasted) is the caller's failure.
    nativePay.payInApp.mockRejectedValueOnce(
      new ApiError('订单已超时关闭，请重新下单', { status: 409 }),
    );
    await expect(startPayment(ORDER, 'wechat', 'android-app')).rejects.toBeInstanceOf(ApiError);
  });

  it('in WeChat: JSAPI for WeChat Pay; the 在浏览器中打开 guide for Alipay, closed by 我知道了', async () => {
    nativePay.payInWeChat.mockResolvedValueOnce('cancel');
    expect(await startPayment(ORDER, 'wechat', 'wechat')).toBe('result');
    expect(toast.showToast).toHaveBeenLastCalledWith('支付已取消');
    nativePay.payInWeChat.mockRejectedValueOnce(new Error('微信支付暂不可用，请稍后重试'));
    expect(await startPayment(ORDER, 'wechat', 'wechat')).toBe('stay');
    expect(toast.showToast).toHaveBeenLastCalledWith('微信支付暂不可用，请稍后重试');

    expect(await startPayment(ORDER, 'alipay', 'wechat')).toBe('stay');
    const guide = await screen.findByRole('dialog', { name: '请在浏览器中打开' });
    expect(guide.textContent).toContain('在浏览器中打开');
    expect(document.activeElement?.textContent).toBe('我知道了');
    await startPayment(ORDER, 'alipay', 'wechat');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(nativePay.payInWeChat).toHaveBeenCalledTimes(2);
  });
});

describe('WeixinJSBridge', () => {
  it("reads WeChat's answer: ok, cancel, else fail", () => {
    expect(jsapiOutcome({ err_msg: 'get_brand_wcpay_request:ok' })).toBe('ok');
    expect(jsapiOutcome({ err_msg: 'get_brand_wcpay_request:cancel' })).toBe('cancel');
    expect(jsapiOutcome({ err_msg: 'get_brand_wcpay_request:fail_nopermission' })).toBe('fail');
    expect(jsapiOutcome(undefined)).toBe('fail');
  });

  it('waits for WeixinJSBridgeReady when WeChat has not injected the bridge yet, and gives up after a while', async () => {
    const win = window as Window & { WeixinJSBridge?: { invoke: () => void } };
    const bridge = { invoke: vi.fn() };
    const waiting = weixinBridge(win, 1000);
    win.WeixinJSBridge = bridge;
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(await waiting).toBe(bridge);
    delete win.WeixinJSBridge;
    await expect(weixinBridge(win, 10)).rejects.toThrow('微信支付暂不可用，请稍后重试');
  });
});
