import { describe, expect, it, vi } from 'vitest';
import { createWeChatSideFactory } from './wechat-side';

describe('createWeChatSideFactory', () => {
  it('answers WeixinJSBridge calls it does not simulate, has no sheet open, and settles on dispose', async () => {
    const changed = vi.fn();
    const side = createWeChatSideFactory('http://127.0.0.1:9')({
      deviceId: 'iphone-15-wechat',
      changed,
    });
    expect(await side.invoke({ name: 'scanQRCode', params: {} })).toEqual({
      err_msg: 'system:function_not_exist',
    });
    expect(await side.invoke('not an object')).toEqual({ err_msg: 'system:function_not_exist' });
    expect(
      await side.invoke({ name: 'getBrandWCPayRequest', params: { package: 'nothing' } }),
    ).toEqual({ err_msg: 'get_brand_wcpay_request:fail' });
    expect(side.payments().sheet()).toBeNull();
    expect(side.payments().log()).toEqual([]);
    side.dispose();
    expect(() => side.payments().answer({ action: 'pay' })).toThrow('没有打开的支付面板');
  });
});
