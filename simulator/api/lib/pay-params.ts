/**
 * The simulated providers' payment parameters and their signature: what the app hands the WeChat
 * and Alipay SDKs (or WeChat's JSAPI), and how a tampered parameter is caught.
 */
import { createHmac } from 'node:crypto';
import type { Prepay } from '../queries/payments';

/** The merchant's ids and API key at the simulated providers (a real backend keeps the key secret). */
const SIM_WECHAT_APP_ID = 'wx8a3c5e7f9b1d2460';
const SIM_WECHAT_MCH_ID = '1900012345';
const SIM_ALIPAY_APP_ID = '2021004123456789';
const SIM_PAY_KEY = 'taxsim0payment0api0key0000000032';

/**
 * WeChat Pay's v2 signature: the non-empty fields sorted by name as `k=v&…`, then `&key=<API key>`,
 * HMAC-SHA256 with the key, upper-case hex. Alipay signs its own way (RSA2); the simulator uses the
 * same HMAC for both, so that a tampered parameter is caught the same way.
 */
export function payParamsSign(params: Record<string, string>, key = SIM_PAY_KEY): string {
  const text = Object.keys(params)
    .filter((k) => params[k] !== '' && k !== 'sign' && k !== 'paySign')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHmac('sha256', key).update(`${text}&key=${key}`).digest('hex').toUpperCase();
}

/** What the payer gets for a prepay order, signed; the same row always gives the same parameters. */
export function payParamsOf(
  p: Prepay,
  payCents: number,
  goodsTitle: string,
): Record<string, string> {
  const timestamp = String(Math.floor(p.created_at / 1000));
  if (p.channel === 'alipay') {
    const fields: Record<string, string> = {
      app_id: SIM_ALIPAY_APP_ID,
      method: 'alipay.trade.app.pay',
      charset: 'utf-8',
      sign_type: 'HMAC-SHA256',
      timestamp,
      biz_content: JSON.stringify({
        out_trade_no: p.order_no,
        total_amount: (payCents / 100).toFixed(2),
        subject: goodsTitle,
        trade_no: p.prepay_id,
      }),
    };
    const sign = payParamsSign(fields);
    return { orderString: new URLSearchParams({ ...fields, sign }).toString() };
  }
  if (p.trade_type === 'JSAPI') {
    const fields = {
      appId: SIM_WECHAT_APP_ID,
      timeStamp: timestamp,
      nonceStr: p.nonce,
      package: `prepay_id=${p.prepay_id}`,
      signType: 'HMAC-SHA256',
    };
    return { ...fields, paySign: payParamsSign(fields) };
  }
  const fields = {
    appid: SIM_WECHAT_APP_ID,
    partnerid: SIM_WECHAT_MCH_ID,
    prepayid: p.prepay_id,
    package: 'Sign=WXPay',
    noncestr: p.nonce,
    timestamp,
  };
  return { ...fields, sign: payParamsSign(fields) };
}

/** The signature the payer holds for a prepay order (paySign, sign, or the sign inside Alipay's orderString). */
export function signOf(params: Record<string, string>): string {
  if (params.orderString) return new URLSearchParams(params.orderString).get('sign') ?? '';
  return params.paySign ?? params.sign ?? '';
}
