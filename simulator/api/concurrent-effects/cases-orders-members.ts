import { iapVerifyEndpoint } from '../../../renderer/src/contracts/api/iap';
import {
  firmApplyEndpoint,
  memberCardActivateEndpoint,
  memberCouponReceiveEndpoint,
  memberExchangeByMobileEndpoint,
  memberExchangeEndpoint,
  memberTrialEndpoint,
  memberWelfareClaimEndpoint,
} from '../../../renderer/src/contracts/api/member';
import {
  orderCancelEndpoint,
  v3OrderCreateEndpoint,
  v3OrderPayEndpoint,
} from '../../../renderer/src/contracts/api/order';
import { v3OrderPrepayEndpoint } from '../../../renderer/src/contracts/api/pay';
import { grantMembership } from '../lib/membership';
import { call, loginAs } from '../testing';
import { type Case, userIdOf, smsCodeOf } from './helpers';

/** Once by the data: orders and their payment, membership. */
export const ORDER_MEMBER_CASES: Case[] = [
  // Once by the data.
  {
    endpoint: v3OrderCreateEndpoint,
    name: 'an order for a course',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/v3/order/create',
      body: { orderType: 2, goodsId: 9 },
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND goods_id = 9',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: v3OrderPayEndpoint,
    name: 'paying an order',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      const order = await call<{ orderNo: string }>(
        s.app,
        'POST',
        '/v3/order/create',
        { orderType: 1, goodsId: 1 },
        token,
      );
      return {
        method: 'POST',
        url: '/v3/order/pay',
        body: { orderNo: order.body.data.orderNo, channel: 'wechat' },
        token,
        effect: 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 1',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: orderCancelEndpoint,
    name: 'cancelling an order (coupon released once)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      const order = await call<{ orderNo: string }>(
        s.app,
        'POST',
        '/v3/order/create',
        { orderType: 1, goodsId: 1 },
        token,
      );
      return {
        method: 'POST',
        url: `/order/cancel/${order.body.data.orderNo}`,
        token,
        effect: 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 2',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: v3OrderPrepayEndpoint,
    name: 'a WeChat Pay prepay for an order',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      const order = await call<{ orderNo: string }>(
        s.app,
        'POST',
        '/v3/order/create',
        { orderType: 1, goodsId: 1 },
        token,
      );
      return {
        method: 'POST',
        url: '/v3/order/prepay',
        body: { orderNo: order.body.data.orderNo, channel: 'wechat', tradeType: 'APP' },
        token,
        effect: 'SELECT COUNT(*) AS n FROM pay_prepays WHERE user_id = ?',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: iapVerifyEndpoint,
    name: 'an App Store receipt credited to its order',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      const order = await call<{ orderNo: string }>(
        s.app,
        'POST',
        '/v3/order/create',
        { orderType: 1, goodsId: 1 },
        token,
      );
      const bought = await call<{ receipt: string }>(s.app, 'POST', '/__sim/appstore/purchase', {
        productId: 'com.taxapp.member.1',
        orderNo: order.body.data.orderNo,
        appleId: `apple-${phone}`,
      });
      return {
        method: 'POST',
        url: '/iap/verify',
        body: { orderNo: order.body.data.orderNo, receipt: bought.body.data.receipt },
        token,
        effect: 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 1',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: memberTrialEndpoint,
    name: 'a membership trial',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/member/trial',
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM member_trials WHERE user_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: memberWelfareClaimEndpoint,
    name: 'a member benefit (points)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      grantMembership(s.db, userIdOf(s, phone), 1, 30, s.clock.now());
      const welfare = s.db
        .prepare<[], { id: number }>(
          "SELECT id FROM welfare WHERE min_level <= 1 AND kind = 'points' LIMIT 1",
        )
        .get();
      return {
        method: 'POST',
        url: `/member/welfare/claim/${welfare?.id}`,
        token,
        effect: 'SELECT COUNT(*) AS n FROM welfare_claims WHERE user_id = ?',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: memberCouponReceiveEndpoint,
    name: 'a coupon received',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/member/coupon/receive/2',
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM user_coupons WHERE user_id = ? AND template_id = 2',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: memberExchangeEndpoint,
    name: 'a redemption code',
    prepare: async (s, phone) => {
      const code = s.db
        .prepare<[], { code: string }>(
          'SELECT code FROM redemption_codes WHERE used_by IS NULL LIMIT 1',
        )
        .get()?.code;
      return {
        method: 'POST',
        url: '/member/exchange',
        body: { code },
        token: await loginAs(s.app, phone),
        effect: 'SELECT COUNT(*) AS n FROM redemption_codes WHERE used_by = ?',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: memberExchangeByMobileEndpoint,
    name: 'a redemption code by mobile',
    prepare: async (s, phone) => {
      const code = s.db
        .prepare<[], { code: string }>(
          'SELECT code FROM redemption_codes WHERE used_by IS NULL LIMIT 1',
        )
        .get()?.code;
      const smsCode = await smsCodeOf(s, phone);
      return {
        method: 'POST',
        url: '/member/exchange/by/mobile',
        body: { phone, smsCode, code },
        effect:
          'SELECT COUNT(*) AS n FROM redemption_codes r JOIN users u ON u.id = r.used_by WHERE u.phone = ?',
        args: [phone],
      };
    },
  },
  {
    endpoint: memberCardActivateEndpoint,
    name: 'a membership card activated',
    prepare: async (s, phone) => {
      const card = s.db
        .prepare<[number], { card_no: string; password: string }>(
          'SELECT card_no, password FROM member_cards WHERE activated_by IS NULL AND expire_at > ? LIMIT 1',
        )
        .get(s.clock.now());
      return {
        method: 'POST',
        url: '/member/card/activate',
        body: { cardNo: card?.card_no, password: card?.password },
        token: await loginAs(s.app, phone),
        effect: 'SELECT COUNT(*) AS n FROM member_cards WHERE activated_by = ?',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: firmApplyEndpoint,
    name: 'an enterprise trial application',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      // The contact's mobile is verified by SMS; another number than the login's (one code per number per 60 s).
      const contactPhone = `19${phone.slice(2)}`;
      const smsCode = await smsCodeOf(s, contactPhone);
      return {
        method: 'POST',
        url: '/firm/apply',
        body: {
          companyName: '深圳市前海税友科技有限公司',
          creditCode: '91440300MA5FUTXQ2P',
          contactName: '周明',
          contactPhone,
          smsCode,
          employeeCount: '21-100',
          city: '深圳',
        },
        token,
        effect: 'SELECT COUNT(*) AS n FROM firm_applications WHERE user_id = ?',
        args: [userIdOf(s, phone)],
      };
    },
  },
];
