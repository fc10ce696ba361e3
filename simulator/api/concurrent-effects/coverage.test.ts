import { describe, expect, it } from 'vitest';
import { effectPolicies } from '../lib/effect-policies';
import { CLAIM_CASES } from './cases-claims';
import { EXAM_AUTH_CASES } from './cases-exam-auth';
import { ORDER_MEMBER_CASES } from './cases-orders-members';
import { SPENDING_CASES } from './cases-spending';
import { TIMES, nameOf } from './helpers';

const ALL_CASES = [...SPENDING_CASES, ...ORDER_MEMBER_CASES, ...CLAIM_CASES, ...EXAM_AUTH_CASES];

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

describe(`${TIMES} identical requests at once take effect once`, () => {
  it('covers every endpoint that creates, spends or claims (lib/effect-policies.ts), and no other', () => {
    const covered = new Set(ALL_CASES.map((c) => nameOf(c.endpoint)));
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
