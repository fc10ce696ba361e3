import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CLIENT_KEY_MISSING } from '../../../renderer/src/contracts/api/client-key';
import type { ApiContext } from '../context';
import { answerQueries } from '../queries/request-answers';
import type { SessionUser } from './auth';
import { badRequest } from './envelope';

/**
 * Requests that spend or create take effect once per action, whatever the client repeats:
 *
 * - `key`: the body must carry a `clientKey` (else 400 {@link CLIENT_KEY_MISSING}); a request with a
 *   key the caller has used on the route answers that first request's answer, whatever its body
 *   (the key names the action; a retry may re-encrypt a field or change nothing).
 * - `content`: a `clientKey` is honoured the same way; a request without one is the same action as
 *   an earlier one of the caller with the same path, query and body (parsed) answered less than
 *   {@link DUPLICATE_WINDOW_MS} before, by the mock's clock.
 *
 * Requests of one action sent together wait for the first and answer its outcome (its answer or its
 * error). Only a success is remembered: a refused request did nothing, so it may be tried again.
 * The answers are kept in the database (`request_answers`), so a restart or a second server on the
 * same data folder answers them too.
 */
export type OncePolicy = 'key' | 'content';

/** How long a request without a key counts as a repeat of the same content (mock clock, ms). */
const DUPLICATE_WINDOW_MS = 10_000;

/** JSON with the keys of every object sorted: the same input, the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== undefined,
    );
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export type OnceInput = { body: unknown; query: unknown; params: unknown };

/** The request's action on the route: `key:…` or `content:…`. */
function requestOf(policy: OncePolicy, input: OnceInput): { request: string; keyed: boolean } {
  const body = input.body as { clientKey?: unknown } | undefined;
  const key = typeof body?.clientKey === 'string' ? body.clientKey : null;
  if (key !== null) return { request: `key:${key}`, keyed: true };
  if (policy === 'key') throw badRequest(CLIENT_KEY_MISSING);
  const digest = createHash('sha256').update(canonical(input)).digest('base64url');
  return { request: `content:${digest}`, keyed: false };
}

/**
 * The once-guard of one route: `answer` runs `send` (the handler, answering the envelope's JSON) for
 * the first request of an action, and answers that JSON to every other request of it.
 */
export function requestOnce(ctx: ApiContext, route: string, policy: OncePolicy) {
  const inFlight = new Map<string, Promise<string>>();
  return {
    answer(
      req: FastifyRequest,
      user: SessionUser | null,
      input: OnceInput,
      send: () => Promise<string>,
    ): Promise<string> {
      const caller = user ? `user:${user.id}` : `ip:${req.ip}`;
      const { request, keyed } = requestOf(policy, input);
      const id = `${caller} ${request}`;
      const pending = inFlight.get(id);
      if (pending) return pending;
      const q = answerQueries(ctx.db);
      const now = ctx.now();
      const earlier = q.find(route, caller, request);
      // A key holds for good; content only within the window (the mock's clock may also move back).
      if (
        earlier &&
        (keyed || (now >= earlier.created_at && now - earlier.created_at < DUPLICATE_WINDOW_MS))
      )
        return Promise.resolve(earlier.answer);
      const first = send().then((answer) => {
        q.forgetContentBefore(now - DUPLICATE_WINDOW_MS);
        q.save(route, caller, request, answer, now);
        return answer;
      });
      inFlight.set(id, first);
      const forget = (): void => void inFlight.delete(id);
      first.then(forget, forget);
      return first;
    },
  };
}
