import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import type * as core from 'zod/v4/core';
import type { AnySchema, Endpoint } from '../../../renderer/src/contracts/api/endpoint';
import { ok } from './envelope';
import { optionalUser, requireUser, type SessionUser } from './auth';
import { parseInput, type InputPart } from './validate';
import { isReusedAnswer } from './read-cache';
import { effectPolicyOf } from './effect-policies';
import { requestOnce } from './request-once';

export type { AnySchema, Endpoint };

/** What the OpenAPI document needs of a route. */
export type RouteDoc = {
  method: string;
  url: string;
  summary: string;
  tags: string[];
  auth: RouteAuth;
  body?: AnySchema;
  query?: AnySchema;
  params?: AnySchema;
  /** The envelope's `data`. */
  response?: AnySchema;
  contentType?: string;
  /** The declaration the route serves (the no-drift test checks every contract endpoint is one). */
  endpoint: Endpoint;
};

export type RouteAuth = 'required' | 'optional' | 'none';

/** Passed to a handler: the parsed inputs, the user (when `auth` asks for one) and the raw request. */
type RouteInput<B, Q, P, A extends RouteAuth> = {
  body: B;
  query: Q;
  params: P;
  user: A extends 'required' ? SessionUser : SessionUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** The parsed value of an endpoint's `body`, `query` or `params` (undefined when it has none). */
type Parsed<E extends Endpoint, K extends 'body' | 'query' | 'params'> = E extends {
  readonly [P in K]: infer S extends AnySchema;
}
  ? core.output<S>
  : undefined;

/** How the mock serves an endpoint: what the contract does not say. */
export type RouteOptions<A extends RouteAuth> = {
  summary: string;
  tags?: string[];
  /** 'required' answers 401 '请先登录' without a valid token. */
  auth: A;
  /** Success message of the envelope (default '操作成功'). */
  msg?: string;
};

export type RouteHandler<E extends Endpoint, A extends RouteAuth> = (
  input: RouteInput<Parsed<E, 'body'>, Parsed<E, 'query'>, Parsed<E, 'params'>, A>,
) => core.input<E['response']> | Promise<core.input<E['response']>>;

/**
 * Serves an endpoint of the contract: its body, query and params are parsed by the endpoint's
 * schemas (a bad one answers 400 with a Chinese `msg` before the handler runs), `auth` is enforced
 * (401 '请先登录'), and the result is wrapped in the envelope and checked against the endpoint's
 * response schema. It is recorded for GET /__sim/openapi.json.
 */
export function defineRoute<E extends Endpoint, A extends RouteAuth = 'none'>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions<A>,
  handler: RouteHandler<E, A>,
): void {
  app.ctx.docs.push({
    method: endpoint.method,
    url: endpoint.path,
    summary: options.summary,
    tags: options.tags ?? [],
    auth: options.auth,
    body: endpoint.body,
    query: endpoint.query,
    params: endpoint.params,
    response: endpoint.response,
    contentType: endpoint.contentType,
    endpoint,
  });
  const spec = {
    method: endpoint.method,
    url: endpoint.path,
    response: endpoint.response,
    msg: options.msg,
  };
  const checked = checkedAnswers(app);
  const parseQuery = endpoint.query ? parsedOnce(endpoint.query, 'query') : null;
  const parseParams = endpoint.params ? parsedOnce(endpoint.params, 'params') : null;
  const parseBody = endpoint.body ? parsedBodyOnce(endpoint.body) : null;
  // A request that spends or creates answers its action's first result when repeated (lib/effect-policies.ts).
  const policy = effectPolicyOf(endpoint)?.once;
  const once =
    policy === 'key' || policy === 'content'
      ? requestOnce(app.ctx, `${endpoint.method} ${endpoint.path}`, policy)
      : null;
  app.route({
    method: endpoint.method as HTTPMethods,
    url: endpoint.path,
    handler: async (req, reply) => {
      // Auth first: an anonymous caller learns nothing about the shape of a private route's input.
      const user =
        options.auth === 'required'
          ? requireUser(req)
          : options.auth === 'optional'
            ? optionalUser(req)
            : null;
      const body = parseBody?.(req.body ?? {}) as Parsed<E, 'body'>;
      // The query and path parameters are functions of the URL: its query string, its path.
      const mark = req.url.indexOf('?');
      const query = parseQuery?.(
        mark < 0 ? '' : req.url.slice(mark + 1),
        req.query ?? {},
      ) as Parsed<E, 'query'>;
      const params = parseParams?.(
        mark < 0 ? req.url : req.url.slice(0, mark),
        req.params ?? {},
      ) as Parsed<E, 'params'>;
      if (once) {
        const answer = await once.answer(req, user, { body, query, params }, async () => {
          const data = await handler({
            body,
            query,
            params,
            user: user as RouteInput<unknown, unknown, unknown, A>['user'],
            req,
            reply,
          });
          const json = JSON.stringify(ok(data ?? null, spec.msg));
          if (!checked.has(json) && checkResponse(app, spec, data)) checked.add(json);
          return json;
        });
        return reply.type(JSON_TYPE).send(answer);
      }
      const data = await handler({
        body,
        query,
        params,
        user: user as RouteInput<unknown, unknown, unknown, A>['user'],
        req,
        reply,
      });
      if (reply.sent) return reply;
      // A read cache's answer is the same object until the data changes: checked and serialized once.
      if (isReusedAnswer(data)) return reply.type(JSON_TYPE).send(serializedOnce(app, spec, data));
      // Serialized here (as fastify would, with JSON.stringify) so that an answer checked before,
      // the same text, is not checked again: most calls answer what they answered a moment ago.
      const json = JSON.stringify(ok(data ?? null, spec.msg));
      if (!checked.has(json) && checkResponse(app, spec, data)) checked.add(json);
      return reply.type(JSON_TYPE).send(json);
    },
  });
}

/** Distinct query strings (or paths) whose parsed values one route remembers. */
const PARSED_MAX = 256;

/**
 * Parses a route's query or path parameters, remembering the result by the raw text they come from
 * (a list is paged with the same few query strings over and over): the schemas are pure, so the same
 * text parses the same. Only flat values are remembered, and each call gets its own copy, so a
 * handler changing its input changes nothing for the next call. A bad input is not remembered: it
 * answers its 400 each time.
 */
function parsedOnce(schema: AnySchema, part: InputPart): (raw: string, value: unknown) => unknown {
  const known = new Map<string, Record<string, unknown>>();
  return (raw, value) => {
    const hit = known.get(raw);
    if (hit) return { ...hit };
    const parsed = parseInput(schema, value, part);
    if (!isFlat(parsed)) return parsed;
    if (known.size >= PARSED_MAX) known.clear();
    known.set(raw, parsed);
    return { ...parsed };
  };
}

/** Longest body (as JSON) whose parsed value a route remembers: a form's fields, not an upload. */
const BODY_REMEMBERED_MAX = 4096;

/**
 * The same for a request body, by its JSON text: a client repeats the same small body (the cart
 * asks for a quote on every change and back). Only flat bodies of a few kB are remembered; the
 * rest (uploads, nested forms) are parsed each time.
 */
function parsedBodyOnce(schema: AnySchema): (value: unknown) => unknown {
  const remembered = parsedOnce(schema, 'body');
  return (value) => {
    if (!isFlat(value)) return parseInput(schema, value, 'body');
    const raw = JSON.stringify(value);
    return raw.length > BODY_REMEMBERED_MAX
      ? parseInput(schema, value, 'body')
      : remembered(raw, value);
  };
}

const isFlat = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  Object.values(value).every(
    (v) => v === null || (typeof v !== 'object' && typeof v !== 'function'),
  );

/** Characters of checked answers a server remembers across its routes; past it they are forgotten and checked again. */
const CHECKED_BUDGET = 8 * 1024 * 1024;
/** Answers longer than this are checked every time (remembering them would crowd out the rest). */
const CHECKED_MAX = 64 * 1024;
const checkedByServer = new WeakMap<object, { chars: number; sets: Set<string>[] }>();

/**
 * One route's answers (their JSON text) that passed its response schema. The check is a pure
 * function of the answer, so the same text passes again: checking once per distinct answer keeps
 * response checking on (the CLI's default) without paying for it on every call. A failed check is
 * not remembered: it warns (or throws) each time.
 */
function checkedAnswers(app: FastifyInstance): {
  has(body: string): boolean;
  add(body: string): void;
} {
  let server = checkedByServer.get(app.ctx);
  if (!server) checkedByServer.set(app.ctx, (server = { chars: 0, sets: [] }));
  const budget = server;
  const bodies = new Set<string>();
  budget.sets.push(bodies);
  return {
    has: (body) => bodies.has(body),
    add(body) {
      if (body.length > CHECKED_MAX) return;
      if (budget.chars + body.length > CHECKED_BUDGET) {
        for (const set of budget.sets) set.clear();
        budget.chars = 0;
      }
      bodies.add(body);
      budget.chars += body.length;
    },
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends an envelope already serialized (a cached answer) from a `defineRoute` handler. Typed `never`
 * so the handler's declared answer type is kept; defineRoute sees the reply as sent and returns it.
 */
export function sendSerialized(reply: FastifyReply, json: string | Buffer): never {
  void reply.type(JSON_TYPE).send(json);
  return reply as never;
}
/** Kept encoded: answers are mostly Chinese text, which is then not encoded again at every read. */
const serialized = new WeakMap<object, Buffer>();

function serializedOnce(
  app: FastifyInstance,
  spec: { method: string; url: string; response?: AnySchema; msg?: string },
  data: object,
): Buffer {
  let body = serialized.get(data);
  if (body === undefined) {
    checkResponse(app, spec, data);
    serialized.set(data, (body = Buffer.from(JSON.stringify(ok(data, spec.msg)))));
  }
  return body;
}

/**
 * Checks `data` against the route's response schema as the server's mode says (throw, warn or off).
 * Answers whether it passed (false when it only warned, or checks are off: nothing to remember).
 */
export function checkResponse(
  app: FastifyInstance,
  spec: { method: string; url: string; response?: AnySchema },
  data: unknown,
): boolean {
  const mode = app.ctx.responseCheck;
  if (mode === 'off') return false;
  if (!spec.response) return true;
  const result = z.safeParse(spec.response, data);
  if (result.success) return true;
  const detail = `${spec.method} ${spec.url} 的响应不符合契约：${JSON.stringify(result.error.issues.slice(0, 3))}`;
  if (mode === 'throw') throw new Error(detail);
  app.log.warn(detail);
  return false;
}
