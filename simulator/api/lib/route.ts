import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import type * as core from 'zod/v4/core';
import { ok } from './envelope';
import { optionalUser, requireUser, type SessionUser } from './auth';
import { parseInput } from './validate';
import { isReusedAnswer } from './read-cache';

/**
 * Any zod schema: classic (`zod`) or functional (`zod/mini`) — the contracts the home page parses
 * are mini, so routes, validation and the OpenAPI document take the shared core type.
 */
export type AnySchema = core.$ZodType;

/** What the OpenAPI document needs of a route. */
export type RouteDoc = {
  method: string;
  url: string;
  summary: string;
  tags: string[];
  auth: 'required' | 'optional' | 'none';
  body?: AnySchema;
  query?: AnySchema;
  params?: AnySchema;
  /** The envelope's `data`. */
  response?: AnySchema;
  contentType?: string;
};

/** Passed to a handler: the parsed inputs, the user (when `auth` asks for one) and the raw request. */
export type RouteInput<B, Q, P, A extends RouteDoc['auth']> = {
  body: B;
  query: Q;
  params: P;
  user: A extends 'required' ? SessionUser : SessionUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
};

type Maybe<S> = S extends AnySchema ? core.output<S> : undefined;

export type RouteSpec<
  B extends AnySchema | undefined,
  Q extends AnySchema | undefined,
  P extends AnySchema | undefined,
  R extends AnySchema | undefined,
  A extends RouteDoc['auth'],
> = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  summary: string;
  tags?: string[];
  auth: A;
  body?: B;
  query?: Q;
  params?: P;
  /** Schema of the envelope's `data`; checked in tests (responseCheck 'throw'). */
  response?: R;
  /** Success message of the envelope (default '操作成功'). */
  msg?: string;
  /** For the OpenAPI document: e.g. 'application/x-www-form-urlencoded'. */
  contentType?: string;
};

/**
 * Registers a route whose body, query and params are parsed by zod (a bad one answers 400 with a
 * Chinese `msg` before the handler runs), whose `auth` is enforced (401 '请先登录'), and whose
 * result is wrapped in the envelope. It is recorded for GET /__sim/openapi.json.
 */
export function defineRoute<
  B extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  P extends AnySchema | undefined = undefined,
  R extends AnySchema | undefined = undefined,
  A extends RouteDoc['auth'] = 'none',
>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, P, R, A>,
  handler: (input: RouteInput<Maybe<B>, Maybe<Q>, Maybe<P>, A>) => (R extends AnySchema ? core.input<R> : unknown) | Promise<R extends AnySchema ? core.input<R> : unknown>,
): void {
  app.ctx.docs.push({
    method: spec.method,
    url: spec.url,
    summary: spec.summary,
    tags: spec.tags ?? [],
    auth: spec.auth,
    body: spec.body,
    query: spec.query,
    params: spec.params,
    response: spec.response,
    contentType: spec.contentType,
  });
  app.route({
    method: spec.method as HTTPMethods,
    url: spec.url,
    handler: async (req, reply) => {
      // Auth first: an anonymous caller learns nothing about the shape of a private route's input.
      const user = spec.auth === 'required' ? requireUser(req) : spec.auth === 'optional' ? optionalUser(req) : null;
      const body = (spec.body ? parseInput(spec.body, req.body ?? {}, 'body') : undefined) as Maybe<B>;
      const query = (spec.query ? parseInput(spec.query, req.query ?? {}, 'query') : undefined) as Maybe<Q>;
      const params = (spec.params ? parseInput(spec.params, req.params ?? {}, 'params') : undefined) as Maybe<P>;
      const data = await handler({
        body,
        query,
        params,
        user: user as RouteInput<Maybe<B>, Maybe<Q>, Maybe<P>, A>['user'],
        req,
        reply,
      });
      if (reply.sent) return reply;
      // A read cache's answer is the same object until the data changes: checked and serialized once.
      if (isReusedAnswer(data)) return reply.type(JSON_TYPE).send(serializedOnce(app, spec, data));
      checkResponse(app, spec, data);
      return ok(data ?? null, spec.msg);
    },
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends an envelope already serialized (a cached answer) from a `defineRoute` handler. Typed `never`
 * so the handler's declared answer type is kept; defineRoute sees the reply as sent and returns it.
 */
export function sendSerialized(reply: FastifyReply, json: string): never {
  void reply.type(JSON_TYPE).send(json);
  return reply as never;
}
const serialized = new WeakMap<object, string>();

function serializedOnce(app: FastifyInstance, spec: { method: string; url: string; response?: AnySchema; msg?: string }, data: object): string {
  let body = serialized.get(data);
  if (body === undefined) {
    checkResponse(app, spec, data);
    serialized.set(data, (body = JSON.stringify(ok(data, spec.msg))));
  }
  return body;
}

/** Checks `data` against the route's response schema as the server's mode says (throw, warn or off). */
export function checkResponse(app: FastifyInstance, spec: { method: string; url: string; response?: AnySchema }, data: unknown): void {
  const mode = app.ctx.responseCheck;
  if (mode === 'off' || !spec.response) return;
  const result = z.safeParse(spec.response, data);
  if (result.success) return;
  const detail = `${spec.method} ${spec.url} 的响应不符合契约：${JSON.stringify(result.error.issues.slice(0, 3))}`;
  if (mode === 'throw') throw new Error(detail);
  app.log.warn(detail);
}
