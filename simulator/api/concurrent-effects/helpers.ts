/**
 * What the concurrent-effects tests share: the case type, helpers that prepare a user, and the runner
 * that fires a case's requests at once and counts the effect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { CLIENT_KEY_MISSING } from '../../../renderer/src/contracts/api/client-key';
import type { Endpoint } from '../../../renderer/src/contracts/api/endpoint';
import { creditCodeCheckChar } from '../../../renderer/src/contracts/credit-code';
import { effectPolicyOf } from '../lib/effect-policies';
import { call, startTestServer, type TestServer } from '../testing';
/**
 * 20 identical requests at once against every endpoint that creates, spends, grants, claims or
 * withdraws take effect exactly once (the rest are refused or answer the same result). Each case
 * prepares a user for whom the action could take effect several times (enough points, balance,
 * chances…), fires the 20 together and counts the effect in the database. An endpoint that takes
 * a `clientKey` (lib/effect-policies.ts: `key` or `content`) is fired twice: with one key shared
 * by the 20, and without a key, which a `key` endpoint refuses (400) and a `content` endpoint
 * answers by content.
 */
export const TIMES = 20;

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

export type Case = {
  endpoint: Endpoint;
  name: string;
  prepare(s: TestServer, phone: string): Promise<Prepared>;
};

/** Which run of a case a phone is for (see RUNS): 0 alone, 1 with a key, 2 without. */
export const variantOf = (phone: string): number => Number(phone.charAt(7));
export const userIdOf = (s: TestServer, phone: string): number =>
  s.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?').get(phone)?.id ??
  0;
export const smsCodeOf = async (s: TestServer, phone: string): Promise<string> => {
  await call(s.app, 'POST', '/sms/send', { phone, type: 2 });
  return (
    (await call<{ code: string }[]>(s.app, 'GET', `/__sim/sms?phone=${phone}&limit=1`)).body.data[0]
      ?.code ?? ''
  );
};
export const creditCode = (n: number): string => {
  const first17 = `914403000000${String(n).padStart(5, '0')}`;
  return first17 + creditCodeCheckChar(first17);
};
export const ADDRESS = {
  name: '陈静',
  phone: '13912345678',
  province: '广东省',
  city: '深圳市',
  district: '福田区',
  detail: '福华三路100号国际商会中心',
};
export const WORK = {
  title: '季度销售额临界点的处理',
  category: 'practice',
  contentHtml: '<p>小规模纳税人季度销售额超过30万元时，应全额计算缴纳增值税。</p>',
  tags: ['增值税'],
};
/** A 1×1 PNG in a multipart body, as the app's uploader sends it. */
export const BOUNDARY = '----once';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const UPLOAD = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  PNG,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

export const nameOf = (e: Endpoint): string => `${e.method} ${e.path}`;

type Run = { c: Case; key: string | null; phone: string };

/**
 * Fires each case's requests at once on a server of the calling test file. `first` is the index of
 * the first of `cases` among all the cases: each case's users keep phones of their own (variantOf).
 */
export function runConcurrentCases(cases: Case[], first: number): void {
  const RUNS: Run[] = cases.flatMap((c, j) => {
    const i = first + j;
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
  });
}
