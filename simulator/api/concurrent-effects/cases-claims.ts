import { activitySignupEndpoint } from '../../../renderer/src/contracts/api/activity';
import { channelCoinClaimEndpoint } from '../../../renderer/src/contracts/api/channel';
import { imageMultiUploadEndpoint } from '../../../renderer/src/contracts/api/common';
import { consultCouponClaimEndpoint } from '../../../renderer/src/contracts/api/consult';
import { essayEnterEndpoint } from '../../../renderer/src/contracts/api/essay';
import {
  examApplyEndpoint,
  examBeginEndpoint,
  examLotteryRecipientEndpoint,
  examTaskReceiveRewardEndpoint,
  receiveExamTaskRewardEndpoint,
} from '../../../renderer/src/contracts/api/exam';
import { inviteAcceptEndpoint } from '../../../renderer/src/contracts/api/invite';
import { integralCheckinEndpoint } from '../../../renderer/src/contracts/api/mall';
import { questionnaireBankBindEndpoint } from '../../../renderer/src/contracts/api/questionnaire';
import { challengeStartEndpoint } from '../../../renderer/src/contracts/api/questionnaire-challenge';
import { call, loginAs } from '../testing';
import { type Case, userIdOf, UPLOAD, BOUNDARY, WORK, ADDRESS } from './helpers';

/** Once by the data: check-ins, claims, sign-ups, uploads, invitations, exam entries. */
export const CLAIM_CASES: Case[] = [
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
];
