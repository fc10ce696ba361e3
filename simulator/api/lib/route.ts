import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import type * as core from 'zod/v4/core';
import type { AnySchema, Endpoint } from '../../../renderer/src/contracts/api/endpoint';
import { ok } from './envelope';
import { optionalUser, requireUser, type SessionUser } from './auth';
import { parseInput } from './validate';
import { isReusedAnswer } from './read-cache';

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
export type RouteInput<B, Q, P, A extends RouteAuth> = {
  body: B;
  query: Q;
  params: P;
  user: A extends 'required' ? SessionUser : SessionUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** The parsed value of an endpoint's `body`, `query` or `params` (undefined when it has none). */
type Parsed<E extends Endpoint, K extends 'body' | 'query' | 'params'> = E extends { readonly [P in K]: infer S extends AnySchema } ? core.output<S> : undefined;

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
  app.route({
    method: endpoint.method as HTTPMethods,
    url: endpoint.path,
    handler: async (req, reply) => {
      // Auth first: an anonymous caller learns nothing about the shape of a private route's input.
      const user = options.auth === 'required' ? requireUser(req) : options.auth === 'optional' ? optionalUser(req) : null;
      const body = (endpoint.body ? parseInput(endpoint.body, req.body ?? {}, 'body') : undefined) as Parsed<E, 'body'>;
      const query = (endpoint.query ? parseInput(endpoint.query, req.query ?? {}, 'query') : undefined) as Parsed<E, 'query'>;
      const params = (endpoint.params ? parseInput(endpoint.params, req.params ?? {}, 'params') : undefined) as Parsed<E, 'params'>;
      const data = await handler({
        body,
        query,
        params,
        user: user as RouteInput<unknown, unknown, unknown, A>['user'],
        req,
        reply,
      });
      if (reply.sent) return reply;
      const spec = { method: endpoint.method, url: endpoint.path, response: endpoint.response, msg: options.msg };
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
