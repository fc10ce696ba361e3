import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { CLIENT_KEY_MISSING } from '../../renderer/src/contracts/api/client-key';
import type { Endpoint } from '../../renderer/src/contracts/api/endpoint';
import { activitySignupEndpoint } from '../../renderer/src/contracts/api/activity';
import {
  apiAuthLoginEndpoint,
  smsSendEndpoint,
  v2ApiAuthLoginEndpoint,
  v2SmsSendEndpoint,
} from '../../renderer/src/contracts/api/auth';
import {
  channelCoinClaimEndpoint,
  coinUnlockEndpoint,
} from '../../renderer/src/contracts/api/channel';
import { imageMultiUploadEndpoint } from '../../renderer/src/contracts/api/common';
import { consultCouponClaimEndpoint } from '../../renderer/src/contracts/api/consult';
import {
  contributeSaveEndpoint,
  materialSaveEndpoint,
} from '../../renderer/src/contracts/api/contribute';
import { essayEnterEndpoint } from '../../renderer/src/contracts/api/essay';
import {
  examApplyEndpoint,
  examBeginEndpoint,
  examLotteryEndpoint,
  examLotteryRecipientEndpoint,
  examTaskReceiveRewardEndpoint,
  examUsePropEndpoint,
  examV2SaveResultEndpoint,
  receiveExamRankingRewardEndpoint,
  receiveExamTaskRewardEndpoint,
  redpackRankingWithdrawEndpoint,
  redpackWithdrawEndpoint,
} from '../../renderer/src/contracts/api/exam';
import { iapVerifyEndpoint } from '../../renderer/src/contracts/api/iap';
import { inviteAcceptEndpoint } from '../../renderer/src/contracts/api/invite';
import { complaintsEndpoint } from '../../renderer/src/contracts/api/legal';
import { liveInteractionAddEndpoint } from '../../renderer/src/contracts/api/live';
import {
  integralAddressSaveEndpoint,
  integralCheckinEndpoint,
  integralOrderSubmitEndpoint,
} from '../../renderer/src/contracts/api/mall';
import {
  firmApplyEndpoint,
  memberCardActivateEndpoint,
  memberCouponReceiveEndpoint,
  memberExchangeByMobileEndpoint,
  memberExchangeEndpoint,
  memberTrialEndpoint,
  memberWelfareClaimEndpoint,
} from '../../renderer/src/contracts/api/member';
import {
  orderCancelEndpoint,
  v3OrderCreateEndpoint,
  v3OrderPayEndpoint,
} from '../../renderer/src/contracts/api/order';
import { v3OrderPrepayEndpoint } from '../../renderer/src/contracts/api/pay';
import { qaAddEndpoint, qaAnswerUpdateEndpoint } from '../../renderer/src/contracts/api/qa';
import { questionnaireBankBindEndpoint } from '../../renderer/src/contracts/api/questionnaire';
import { challengeStartEndpoint } from '../../renderer/src/contracts/api/questionnaire-challenge';
import { rescueApplyEndpoint } from '../../renderer/src/contracts/api/rescue';
import { creditCodeCheckChar } from '../../renderer/src/contracts/credit-code';
import { effectPolicies, effectPolicyOf } from './lib/effect-policies';
import { grantMembership } from './lib/membership';
import { call, loginAs, startTestServer, type TestServer } from './testing';

/**
 * 20 identical requests at once against every endpoint that creates, spends, grants, claims or
 * withdraws take effect exactly once (the rest are refused or answer the same result). Each case
 * prepares a user for whom the action could take effect several times (enough points, balance,
 * chances…), fires the 20 together and counts the effect in the database. An endpoint that takes
 * a `clientKey` (lib/effect-policies.ts: `key` or `content`) is fired twice: with one key shared
 * by the 20, and without a key, which a `key` endpoint refuses (400) and a `content` endpoint
 * answers by content.
 */
const TIMES = 20;

type Prepared = {
  method: InjectOptions['method'];
  url: string;
  body?: Record<string, unknown>;
  /** A raw payload (multipart) instead of a JSON body. */
  payload?: Buffer;
  headers?: Record<string, string>;
  token?: string;
  /** SQL answering one row with column n: the effect, counted before and after. */
  effect: string;
  args?: unknown[];
};

type Case = {
  endpoint: Endpoint;
  name: string;
  prepare(s: TestServer, phone: string): Promise<Prepared>;
};

/** Which run of a case a phone is for (see RUNS): 0 alone, 1 with a key, 2 without. */
const variantOf = (phone: string): number => Number(phone.charAt(7));
const userIdOf = (s: TestServer, phone: string): number =>
  s.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?').get(phone)?.id ??
  0;
const smsCodeOf = async (s: TestServer, phone: string): Promise<string> => {
  await call(s.app, 'POST', '/sms/send', { phone, type: 2 });
  return (
    (await call<{ code: string }[]>(s.app, 'GET', `/__sim/sms?phone=${phone}&limit=1`)).body.data[0]
      ?.code ?? ''
  );
};
const creditCode = (n: number): string => {
  const first17 = `914403000000${String(n).padStart(5, '0')}`;
  return first17 + creditCodeCheckChar(first17);
};
const ADDRESS = {
  name: '陈静',
  phone: '13912345678',
  province: '广东省',
  city: '深圳市',
  district: '福田区',
  detail: '福华三路100号国际商会中心',
};
const WORK = {
  title: '季度销售额临界点的处理',
  category: 'practice',
  contentHtml: '<p>小规模纳税人季度销售额超过30万元时，应全额计算缴纳增值税。</p>',
  tags: ['增值税'],
};
/** A 1×1 PNG in a multipart body, as the app's uploader sends it. */
const BOUNDARY = '----once';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const UPLOAD = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  PNG,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

const CASES: Case[] = [
  // Spending (a clientKey is required).
  {
    endpoint: integralOrderSubmitEndpoint,
    name: 'a mall exchange (points enough for three)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      const goods = s.db
        .prepare<[], { id: number; points: number }>(
          "SELECT id, points FROM mall_goods WHERE virtual = 1 AND grant_kind = 'coupon' AND stock > 0 LIMIT 1",
        )
        .get();
      s.db
        .prepare('UPDATE users SET points = ? WHERE phone = ?')
        .run((goods?.points ?? 0) * 3, phone);
      return {
        method: 'POST',
        url: '/integral/order/submit',
        body: { goodsId: goods?.id, quantity: 1 },
        token,
        effect: 'SELECT COUNT(*) AS n FROM mall_orders WHERE user_id = ? AND goods_id = ?',
        args: [userIdOf(s, phone), goods?.id],
      };
    },
  },
  {
    endpoint: redpackWithdrawEndpoint,
    name: 'a red-packet withdrawal of ¥1 (balance for five)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      s.db
        .prepare(
          'INSERT INTO redpacks (exam_id, user_id, kind, amount_cents, status, created_at) VALUES (5, ?, 2, 500, 1, ?)',
        )
        .run(userIdOf(s, phone), s.clock.now());
      return {
        method: 'POST',
        url: '/redpack/withdraw',
        body: {
          examId: 5,
          amountCents: 100,
          channel: 'wechat',
          account: 'wx_tax',
          realName: '周明',
        },
        token,
        effect: 'SELECT COUNT(*) AS n FROM redpacks WHERE user_id = ? AND kind = 3',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: redpackRankingWithdrawEndpoint,
    name: "exam 4's ranking reward paid out (the runner-up)",
    prepare: async (s, phone) => {
      // Two runs (with and without a key): the runner-up, then the one after, each claims once.
      const offset = variantOf(phone);
      const player =
        s.db
          .prepare<[number], { user_id: number }>(
            'SELECT user_id FROM exam_scores WHERE exam_id = 4 ORDER BY best_score DESC, best_seconds ASC, updated_at ASC, user_id ASC LIMIT 1 OFFSET ?',
          )
          .get(offset)?.user_id ?? 0;
      const token = await loginAs(s.app, `1380000${String(player).padStart(4, '0')}`);
      return {
        method: 'POST',
        url: '/redpack/ranking/withdraw',
        body: { examId: 4, channel: 'wechat', account: 'wx_runner_up', realName: '周明' },
        token,
        effect: 'SELECT COUNT(*) AS n FROM redpacks WHERE exam_id = 4 AND user_id = ? AND kind = 3',
        args: [player],
      };
    },
  },
  {
    endpoint: examLotteryEndpoint,
    name: 'a lottery draw (five chances)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      s.db
        .prepare('INSERT INTO exam_user_stats (exam_id, user_id, lottery_chances) VALUES (5, ?, 5)')
        .run(userIdOf(s, phone));
      return {
        method: 'POST',
        url: '/exam/lottery/5',
        body: {},
        token,
        effect: 'SELECT COUNT(*) AS n FROM lottery_draws WHERE exam_id = 5 AND user_id = ?',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: coinUnlockEndpoint,
    name: 'a course unlocked with coins (coins for many)',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      s.db
        .prepare('INSERT INTO user_coins (user_id, balance) VALUES (?, 100000)')
        .run(userIdOf(s, phone));
      return {
        method: 'POST',
        url: '/coin/unlock',
        body: { courseId: 4 },
        token,
        effect: 'SELECT COUNT(*) AS n FROM coin_bills WHERE user_id = ? AND delta < 0',
        args: [userIdOf(s, phone)],
      };
    },
  },

  // Creating (a clientKey, or the same content within the window).
  {
    endpoint: qaAddEndpoint,
    name: 'a question',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/qa/add',
      body: {
        title: '跨省异地施工预缴增值税怎么处理？',
        content: '公司注册在深圳，在湖南有一个建筑项目，请问预缴增值税的流程是什么？',
        tags: ['增值税'],
      },
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM qa_questions WHERE asker_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: qaAnswerUpdateEndpoint,
    name: "an edit of an expert's answer (one new version)",
    prepare: async (s, phone) => {
      // Experts are users 1–20; each run edits an answer of its own.
      const answer = s.db
        .prepare<[number], { id: number; expert_id: number }>(
          'SELECT id, expert_id FROM qa_answers ORDER BY id LIMIT 1 OFFSET ?',
        )
        .get(variantOf(phone));
      const token = await loginAs(s.app, `1380000${String(answer?.expert_id).padStart(4, '0')}`);
      return {
        method: 'PUT',
        url: `/qa/answer/${answer?.id}`,
        body: {
          content:
            '补充：跨省预缴增值税按2%预征率计算，在项目所在地主管税务机关预缴后，回机构所在地申报抵减。',
          note: '补充预征率',
        },
        token,
        effect: 'SELECT COUNT(*) AS n FROM qa_answer_versions WHERE answer_id = ?',
        args: [answer?.id],
      };
    },
  },
  {
    endpoint: complaintsEndpoint,
    name: 'an anonymous complaint',
    prepare: async (_s, phone) => {
      const content = `课程视频在安卓手机上经常卡顿，希望尽快优化（${phone}）。`;
      return {
        method: 'POST',
        url: '/complaints',
        body: { type: 'complaint', content, contact: phone },
        effect: 'SELECT COUNT(*) AS n FROM complaints WHERE content = ?',
        args: [content],
      };
    },
  },
  {
    endpoint: liveInteractionAddEndpoint,
    name: 'a comment in a live room',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/live/interaction/add/1',
      body: { content: '老师讲得好，请问留抵退税的条件是什么？' },
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM interactions WHERE user_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: integralAddressSaveEndpoint,
    name: 'a new recipient address',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/integral/address/save',
      body: ADDRESS,
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: contributeSaveEndpoint,
    name: 'a contribution submitted for review',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/contribute/save',
      body: { ...WORK, agreed: true, submit: true },
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM contributions WHERE user_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: materialSaveEndpoint,
    name: 'a personal article published',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/material/save',
      body: { ...WORK, category: 'policy', publish: true },
      token: await loginAs(s.app, phone),
      effect: "SELECT COUNT(*) AS n FROM articles WHERE author_id = ? AND source = 'personal'",
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: rescueApplyEndpoint,
    name: 'a rescue-area consultation request',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/rescue/apply',
      body: {
        companyName: '积石山县恒达建材有限公司',
        creditCode: creditCode(Number(phone.slice(-4))),
        region: '甘肃省临夏州积石山县',
        contactName: '马建国',
        phone,
        question: '厂房在地震中受损停产，房产税和城镇土地使用税能否申请减免？需要准备哪些材料？',
      },
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM rescue_applications WHERE user_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },

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
  {
    endpoint: integralCheckinEndpoint,
    name: 'a daily check-in',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/integral/checkin',
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM points_log WHERE user_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: consultCouponClaimEndpoint,
    name: 'the free consultation coupon',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/consult/coupon/claim',
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM consult_coupon_claims WHERE user_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: activitySignupEndpoint,
    name: 'a sign-up for a free activity',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/activity/signup/1',
      body: { name: '王芳', phone, company: '深圳税友' },
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM activity_signups WHERE user_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: essayEnterEndpoint,
    name: 'a work entered in the essay contest',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      const work = await call<{ id: number }>(
        s.app,
        'POST',
        '/contribute/save',
        { ...WORK, agreed: true, submit: true },
        token,
      );
      await call(s.app, 'POST', '/__sim/contribute/review', {
        id: work.body.data.id,
        approve: true,
      });
      return {
        method: 'POST',
        url: `/essay/enter/${work.body.data.id}`,
        token,
        effect: 'SELECT COUNT(*) AS n FROM essay_entries WHERE user_id = ?',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: channelCoinClaimEndpoint,
    name: "a channel's new-user coins",
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/channel/coin/claim',
      body: { channel: 'official' },
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM coin_gift_claims WHERE user_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: imageMultiUploadEndpoint,
    name: 'an image upload',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/image/multiUpload',
      payload: UPLOAD,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM uploads WHERE user_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: questionnaireBankBindEndpoint,
    name: 'a bank card bound',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/questionnaire/bank',
      body: { bankName: '招商银行', cardNo: '6225 8801 2345 6783', realName: '周明' },
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM bank_cards WHERE user_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: inviteAcceptEndpoint,
    name: 'an invitation accepted',
    prepare: async (s, phone) => {
      const code = s.db
        .prepare<[], { invite_code: string }>('SELECT invite_code FROM users WHERE id = 1')
        .get()?.invite_code;
      return {
        method: 'POST',
        url: '/invite/accept',
        body: { code },
        token: await loginAs(s.app, phone),
        effect: 'SELECT COUNT(*) AS n FROM invites WHERE invitee_id = ?',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: examApplyEndpoint,
    name: 'an exam sign-up with an inviter, who gets a red packet',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/exam/apply',
      body: { examId: 5, inviteUserId: 1 },
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM exam_invites WHERE exam_id = 5 AND invitee_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: examBeginEndpoint,
    name: 'an exam attempt begun',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      await call(s.app, 'POST', '/exam/apply', { examId: 5 }, token);
      return {
        method: 'POST',
        url: '/exam/begin',
        body: { examId: 5 },
        token,
        effect: 'SELECT COUNT(*) AS n FROM exam_attempts WHERE exam_id = 5 AND user_id = ?',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: challengeStartEndpoint,
    name: 'a questionnaire challenge started',
    prepare: async (s, phone) => ({
      method: 'POST',
      url: '/questionnaire/challenge/start',
      body: {},
      token: await loginAs(s.app, phone),
      effect: 'SELECT COUNT(*) AS n FROM exam_attempts WHERE exam_id = 6 AND user_id = ?',
      args: [userIdOf(s, phone)],
    }),
  },
  {
    endpoint: examTaskReceiveRewardEndpoint,
    name: "the share task's reward",
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      await call(s.app, 'POST', '/exam/apply', { examId: 5 }, token);
      await call(s.app, 'POST', '/exam/buring/point', { examId: 5, event: 'share' }, token);
      const task = s.db
        .prepare<[], { id: number }>(
          "SELECT id FROM exam_tasks WHERE exam_id = 5 AND title = '分享竞赛海报'",
        )
        .get();
      return {
        method: 'POST',
        url: '/exam/task/receiveReward',
        body: { examId: 5, taskId: task?.id },
        token,
        effect: 'SELECT COUNT(*) AS n FROM task_claims WHERE user_id = ?',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: receiveExamTaskRewardEndpoint,
    name: "the share task's reward (the other path)",
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      await call(s.app, 'POST', '/exam/apply', { examId: 5 }, token);
      await call(s.app, 'POST', '/exam/buring/point', { examId: 5, event: 'share' }, token);
      const task = s.db
        .prepare<[], { id: number }>(
          "SELECT id FROM exam_tasks WHERE exam_id = 5 AND title = '分享竞赛海报'",
        )
        .get();
      return {
        method: 'POST',
        url: '/receive/exam/task/reward',
        body: { examId: 5, taskId: task?.id },
        token,
        effect: 'SELECT COUNT(*) AS n FROM task_claims WHERE user_id = ?',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: examLotteryRecipientEndpoint,
    name: "a goods prize's recipient",
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      const goods = s.db
        .prepare<[], { id: number }>(
          "SELECT id FROM lottery_prizes WHERE exam_id = 5 AND kind = 'goods'",
        )
        .get();
      await call(s.app, 'POST', '/__sim/exam/5/lottery', { chances: 1, prizeId: goods?.id }, token);
      const draw = await call<{ drawId: number }>(
        s.app,
        'POST',
        '/exam/lottery/5',
        { clientKey: `goods-${phone}` },
        token,
      );
      return {
        method: 'POST',
        url: '/exam/lottery/recipient',
        body: { drawId: draw.body.data.drawId, ...ADDRESS },
        token,
        effect: 'SELECT COUNT(*) AS n FROM lottery_recipients WHERE draw_id = ?',
        args: [draw.body.data.drawId],
      };
    },
  },
  {
    endpoint: examV2SaveResultEndpoint,
    name: 'an attempt submitted',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      await call(s.app, 'POST', '/exam/apply', { examId: 5 }, token);
      const begin = await call<{ attemptId: number }>(
        s.app,
        'POST',
        '/exam/begin',
        { examId: 5 },
        token,
      );
      return {
        method: 'POST',
        url: '/exam/v2/saveResult',
        body: { attemptId: begin.body.data.attemptId },
        token,
        effect:
          'SELECT COUNT(*) AS n FROM exam_attempts WHERE user_id = ? AND finished_at IS NOT NULL',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: examUsePropEndpoint,
    name: 'a skip card on one question, spent once',
    prepare: async (s, phone) => {
      const token = await loginAs(s.app, phone);
      await call(s.app, 'POST', '/exam/apply', { examId: 5 }, token);
      s.db
        .prepare('INSERT INTO user_props (exam_id, user_id, prop_type, count) VALUES (5, ?, 2, 5)')
        .run(userIdOf(s, phone));
      const begin = await call<{ attemptId: number; question: { index: number } }>(
        s.app,
        'POST',
        '/exam/begin',
        { examId: 5 },
        token,
      );
      const { attemptId, question } = begin.body.data;
      return {
        method: 'POST',
        url: '/exam/useProp',
        body: { attemptId, index: question.index, propType: 2 },
        token,
        effect:
          'SELECT 5 - count AS n FROM user_props WHERE exam_id = 5 AND user_id = ? AND prop_type = 2',
        args: [userIdOf(s, phone)],
      };
    },
  },
  {
    endpoint: receiveExamRankingRewardEndpoint,
    name: "exam 4's ranking reward claimed (the champion)",
    prepare: async (s) => {
      const champion =
        s.db
          .prepare<[], { user_id: number }>(
            'SELECT user_id FROM exam_scores WHERE exam_id = 4 ORDER BY best_score DESC, best_seconds ASC, updated_at ASC, user_id ASC LIMIT 1',
          )
          .get()?.user_id ?? 0;
      const token = await loginAs(s.app, `1380000${String(champion).padStart(4, '0')}`);
      return {
        method: 'POST',
        url: '/receive/exam/ranking/reward',
        body: { examId: 4 },
        token,
        effect: 'SELECT COUNT(*) AS n FROM ranking_claims WHERE exam_id = 4 AND user_id = ?',
        args: [champion],
      };
    },
  },
  {
    endpoint: smsSendEndpoint,
    name: 'an SMS code',
    prepare: async (_s, phone) => ({
      method: 'POST',
      url: '/sms/send',
      body: { phone, type: 2 },
      effect: 'SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ?',
      args: [phone],
    }),
  },
  {
    endpoint: v2SmsSendEndpoint,
    name: 'an SMS code (v2)',
    prepare: async (_s, phone) => ({
      method: 'POST',
      url: '/V2/sms/send',
      body: { phone, type: 2 },
      effect: 'SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ?',
      args: [phone],
    }),
  },
  {
    endpoint: apiAuthLoginEndpoint,
    name: 'a sign-in with one SMS code',
    prepare: async (s, phone) => {
      const code = await smsCodeOf(s, phone);
      return {
        method: 'POST',
        url: '/api/auth/login',
        body: { username: phone, password: code },
        effect:
          'SELECT COUNT(*) AS n FROM tokens t JOIN users u ON u.id = t.user_id WHERE u.phone = ?',
        args: [phone],
      };
    },
  },
  {
    endpoint: v2ApiAuthLoginEndpoint,
    name: 'a sign-in with one SMS code (v2)',
    prepare: async (s, phone) => {
      const code = await smsCodeOf(s, phone);
      return {
        method: 'POST',
        url: '/v2/api/auth/login',
        body: { phone, code },
        effect:
          'SELECT COUNT(*) AS n FROM tokens t JOIN users u ON u.id = t.user_id WHERE u.phone = ?',
        args: [phone],
      };
    },
  },
];

/**
 * Writes whose repeat changes nothing by their nature (a status that moves one way, a deletion, a
 * progress credited no faster than the clock, a flag set): their domain tests cover them.
 */
const ONE_WAY = new Set([
  'POST /api/auth/logout',
  'POST /common/captcha/check',
  'POST /iap/restore',
  'POST /chapter/record/add',
  'POST /live/record/add',
  'POST /live/subscribe/:id',
  'POST /exam/getNextInfo',
  'POST /questionnaire/challenge/answer',
  'POST /questionnaire/challenge/next',
  'POST /questionnaire/challenge/prop',
  'POST /questionnaire/challenge/giveup',
  'POST /questionnaire/reward/claim',
  'POST /integral/address/delete/:id',
  'POST /integral/exchange/confirm/:id',
  'POST /contribute/delete/:id',
  'POST /contribute/withdraw/:id',
  'POST /contribute/offline/:id',
  'POST /material/delete/:id',
]);

const nameOf = (e: Endpoint): string => `${e.method} ${e.path}`;

type Run = { c: Case; key: string | null; phone: string };
const RUNS: Run[] = CASES.flatMap((c, i) => {
  const phone = (variant: number) =>
    `1370${String(i).padStart(2, '0')}0${variant}${String(1000 + i).slice(-3)}`;
  const takesKey =
    effectPolicyOf(c.endpoint)?.once === 'key' || effectPolicyOf(c.endpoint)?.once === 'content';
  return takesKey
    ? [
        { c, key: `once-${i}-abcdef`, phone: phone(1) },
        { c, key: null, phone: phone(2) },
      ]
    : [{ c, key: null, phone: phone(0) }];
});

describe(`${TIMES} identical requests at once take effect once`, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it.each(
    RUNS.map(
      (r) =>
        [
          `${nameOf(r.c.endpoint)}: ${r.c.name}${r.key ? ', one clientKey' : effectPolicyOf(r.c.endpoint)?.once === 'state' ? '' : ', no clientKey'}`,
          r,
        ] as const,
    ),
  )('%s', async (_name, { c, key, phone }) => {
    const r = await c.prepare(s, phone);
    const count = (): number =>
      s.db.prepare<unknown[], { n: number }>(r.effect).get(...(r.args ?? []))?.n ?? 0;
    const body = key ? { ...r.body, clientKey: key } : r.body;
    const payload = r.payload ?? (body as InjectOptions['payload']);
    const headers = { ...r.headers, ...(r.token ? { token: r.token } : {}) };
    const before = count();
    const answers = await Promise.all(
      Array.from({ length: TIMES }, () =>
        s.app.inject({
          method: r.method,
          url: r.url,
          headers,
          ...(payload === undefined ? {} : { payload }),
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    if (key === null && effectPolicyOf(c.endpoint)?.once === 'key') {
      // A spending request without a key is refused, every time, and spends nothing.
      expect(answers.map((a) => [a.statusCode, a.json().msg])).toEqual(
        answers.map(() => [400, CLIENT_KEY_MISSING]),
      );
      expect(count() - before).toBe(0);
      return;
    }
    expect(
      answers.some((a) => a.statusCode === 200),
      answers[0]?.body,
    ).toBe(true);
    expect(count() - before).toBe(1);
    // Those answered all answer the one result.
    if (effectPolicyOf(c.endpoint)?.once !== 'state')
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('covers every endpoint that creates, spends or claims (lib/effect-policies.ts), and no other', () => {
    const covered = new Set(CASES.map((c) => nameOf(c.endpoint)));
    const writes = effectPolicies()
      .filter(([, p]) => p.once !== 'none')
      .map(([e]) => nameOf(e));
    expect(writes.filter((n) => !covered.has(n) && !ONE_WAY.has(n))).toEqual([]);
    expect([...ONE_WAY].filter((n) => !writes.includes(n))).toEqual([]);
    expect(
      [...covered].filter(
        (n) => effectPolicies().find(([e]) => nameOf(e) === n)?.[1].once === 'none',
      ),
    ).toEqual([]);
  });
});

describe('requests without a key, the same content within a few seconds', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const ask = (token: string, title = '跨省异地施工预缴增值税怎么处理？') =>
    call<{ id: number }>(
      s.app,
      'POST',
      '/qa/add',
      {
        title,
        content: '公司注册在深圳，在湖南有一个建筑项目，请问预缴增值税的流程是什么？',
        tags: ['增值税'],
      },
      token,
    );

  it('are one question within 10 s of the mock clock, a new one after; another title or another key is another question', async () => {
    const token = await loginAs(s.app, '13700009901');
    const first = (await ask(token)).body.data.id;
    s.clock.advance(9_999);
    expect((await ask(token)).body.data.id).toBe(first);
    s.clock.advance(1);
    const later = (await ask(token)).body.data.id;
    expect(later).not.toBe(first);
    expect((await ask(token, '跨省异地施工预缴增值税怎么申报？')).body.data.id).not.toBe(later);
    const keyed = (key: string) =>
      call<{ id: number }>(
        s.app,
        'POST',
        '/qa/add',
        {
          title: '研发费用加计扣除的口径',
          content: '委托境外研发的费用能否加计扣除？比例是多少？',
          tags: ['企业所得税'],
          clientKey: key,
        },
        token,
      );
    const a = (await keyed('ask-key-00000001')).body.data.id;
    expect((await keyed('ask-key-00000002')).body.data.id).not.toBe(a);
    s.clock.advance(86_400_000);
    expect((await keyed('ask-key-00000001')).body.data.id).toBe(a);
  });

  it('are per user: the same question from two users is two questions', async () => {
    const [a, b] = await Promise.all(['13700009902', '13700009903'].map((p) => loginAs(s.app, p)));
    expect((await ask(a ?? '')).body.data.id).not.toBe((await ask(b ?? '')).body.data.id);
  });

  it('a refused request is not remembered: once the cause is gone, the same request takes effect', async () => {
    const token = await loginAs(s.app, '13700009904');
    const goods = s.db
      .prepare<[], { id: number; points: number }>(
        "SELECT id, points FROM mall_goods WHERE virtual = 1 AND grant_kind = 'coupon' AND stock > 0 LIMIT 1",
      )
      .get();
    const body = { goodsId: goods?.id, clientKey: 'exchange-key-0001' };
    expect((await call(s.app, 'POST', '/integral/order/submit', body, token)).body.msg).toMatch(
      /^积分不足/,
    );
    s.db.prepare("UPDATE users SET points = ? WHERE phone = '13700009904'").run(goods?.points ?? 0);
    expect((await call(s.app, 'POST', '/integral/order/submit', body, token)).body.msg).toBe(
      '兑换成功',
    );
  });
});
