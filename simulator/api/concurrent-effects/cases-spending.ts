import { coinUnlockEndpoint } from '../../../renderer/src/contracts/api/channel';
import {
  contributeSaveEndpoint,
  materialSaveEndpoint,
} from '../../../renderer/src/contracts/api/contribute';
import {
  examLotteryEndpoint,
  redpackRankingWithdrawEndpoint,
  redpackWithdrawEndpoint,
} from '../../../renderer/src/contracts/api/exam';
import { complaintsEndpoint } from '../../../renderer/src/contracts/api/legal';
import { liveInteractionAddEndpoint } from '../../../renderer/src/contracts/api/live';
import {
  integralAddressSaveEndpoint,
  integralOrderSubmitEndpoint,
} from '../../../renderer/src/contracts/api/mall';
import { qaAddEndpoint, qaAnswerUpdateEndpoint } from '../../../renderer/src/contracts/api/qa';
import { rescueApplyEndpoint } from '../../../renderer/src/contracts/api/rescue';
import { loginAs } from '../testing';
import { type Case, variantOf, userIdOf, creditCode, ADDRESS, WORK } from './helpers';

/** Spending (a clientKey is required) and creating (a clientKey, or the same content within the window). */
export const SPENDING_CASES: Case[] = [
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
];
