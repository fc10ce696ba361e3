/**
 * Test helpers for the mock API (used by the `*.test.ts` beside the routes and by other test suites).
 * A server per test file, an injected clock, and a logged-in user in one call.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope } from '../../renderer/src/contracts/api/envelope';
import { createApiServer, type ApiServer, type ApiServerOptions } from './server';

/** A clock tests move by hand: 2026-06-01 10:00 Beijing time, while exam 5 runs and exam 4 has ended. */
export function testClock(start = Date.UTC(2026, 5, 1, 2, 0, 0)): {
  now(): number;
  advance(ms: number): void;
} {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

export type TestServer = ApiServer & { clock: ReturnType<typeof testClock> };

export async function startTestServer(options: ApiServerOptions = {}): Promise<TestServer> {
  const clock = testClock();
  const server = await createApiServer({ now: clock.now, responseCheck: 'throw', ...options });
  return { ...server, clock };
}

export type Reply<T> = { status: number; body: Envelope<T> };

/** One request; `token` goes in the header the app uses. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
  token?: string,
): Promise<Reply<T>> {
  const res = await app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    headers: token ? { token } : {},
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

/** Sends a login SMS, reads the code as QA would (GET /__sim/sms), logs in; answers the token. */
export async function loginAs(app: FastifyInstance, phone: string): Promise<string> {
  const sent = await call(app, 'POST', '/sms/send', { phone, type: 2 });
  if (sent.status !== 200) throw new Error(`短信发送失败：${sent.body.msg}`);
  const sms = await call<{ code: string }[]>(app, 'GET', `/__sim/sms?phone=${phone}&limit=1`);
  const code = sms.body.data[0]?.code ?? '';
  const login = await call<{ token: string }>(app, 'POST', '/api/auth/login', {
    username: phone,
    password: code,
  });
  if (login.status !== 200) throw new Error(`登录失败：${login.body.msg}`);
  return login.body.data.token;
}

let keySeq = 0;
/** A fresh `clientKey`, as the app makes one for each action (the spending endpoints require one). */
export function testKey(): string {
  keySeq += 1;
  return `test-${process.pid}-${keySeq}`;
}
