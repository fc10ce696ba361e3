/**
 * One request to the mock API, answered as its envelope's `data`: the scenario controls and the
 * app's own endpoints (signed in) go through here, so both name a missing server, a server that is
 * not the mock API, a control it lacks and a refusal the same way.
 */
import type { Endpoint } from '../../renderer/src/contracts/api/endpoint';
import * as z from 'zod/v4/core';

/** A control the server refused (its Chinese `msg`), or a server that could not be reached. */
export class MockApiError extends Error {
  override name = 'MockApiError';
  constructor(
    message: string,
    /** The HTTP status; 0 when nothing answered. */
    readonly status: number,
    /** The server's own words (its `msg`) without the request named before them. */
    readonly reason = message,
  ) {
    super(message);
  }
}

export type RequestInput = {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
};
type Envelope = { success: boolean; code: number; msg: string; data: unknown };

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'success' in value && 'msg' in value;

function requestPath(endpoint: Endpoint, input: RequestInput): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new MockApiError(`缺少路径参数 ${name}（${endpoint.path}）`, 0);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {}))
    if (value !== undefined && value !== null) query.set(key, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

async function send(
  apiUrl: string,
  endpoint: Endpoint,
  input: RequestInput,
  options: { fetch: typeof fetch; token?: string },
): Promise<unknown> {
  const path = requestPath(endpoint, input);
  const target = `${endpoint.method} ${new URL(path, apiUrl).pathname}`;
  const headers: Record<string, string> = options.token ? { token: options.token } : {};
  let response: Response;
  try {
    response = await options.fetch(new URL(path, apiUrl), {
      method: endpoint.method,
      ...(input.body !== undefined
        ? {
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(input.body),
          }
        : { headers }),
    });
  } catch (error) {
    if (error instanceof MockApiError) throw error;
    const cause =
      error instanceof Error
        ? ((error.cause as Error | undefined)?.message ?? error.message)
        : String(error);
    throw new MockApiError(
      `连不上模拟后端 ${apiUrl}（${cause}）：它启动了吗？npm start 或 npm run api 会启动它`,
      0,
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (!isEnvelope(body))
    throw new MockApiError(
      `${apiUrl} 不是模拟后端：${target} 的回答不是 JSON 信封（HTTP ${response.status}）`,
      response.status,
    );
  if (response.status === 404 && body.msg.startsWith('接口不存在'))
    throw new MockApiError(
      `模拟后端 ${apiUrl} 没有这个${endpoint.path.startsWith('/__sim/') ? '控制' : '接口'}：${target}（它的版本比测试入口旧，请更新后重启）`,
      404,
    );
  if (!body.success) throw new MockApiError(`${target}：${body.msg}`, response.status, body.msg);
  return body.data;
}

/** Sends `input` to `endpoint` and answers its `data`, parsed with the endpoint's response schema. */
export async function requestEndpoint(
  apiUrl: string,
  endpoint: Endpoint,
  input: RequestInput,
  options: { fetch: typeof fetch; token?: string },
): Promise<unknown> {
  const parsed = z.safeParse(endpoint.response, await send(apiUrl, endpoint, input, options));
  if (!parsed.success)
    throw new MockApiError(
      `模拟后端 ${apiUrl} 对 ${endpoint.method} ${endpoint.path} 的回答与声明不符（它的版本与测试入口不同？）`,
      200,
    );
  return parsed.data;
}
