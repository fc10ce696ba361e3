import {
  apiAuthLoginEndpoint,
  smsSendEndpoint,
  v2ApiAuthLoginEndpoint,
  v2SmsSendEndpoint,
} from '../../../renderer/src/contracts/api/auth';
import {
  examUsePropEndpoint,
  examV2SaveResultEndpoint,
  receiveExamRankingRewardEndpoint,
} from '../../../renderer/src/contracts/api/exam';
import { call, loginAs } from '../testing';
import { type Case, userIdOf, smsCodeOf } from './helpers';

/** Once by the data: exam results, props and rewards; SMS codes and logins. */
export const EXAM_AUTH_CASES: Case[] = [
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
