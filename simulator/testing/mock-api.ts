/**
 * QA's typed client of the mock API's scenario controls (`/__sim/`), built from their declarations
 * (simulator/api/sim/registry.ts): a control added to the server is a method here, with its
 * request and answer types, and cannot drift. Each call resolves once the server has applied the
 * control (the server answers after the change), with the control's answer parsed.
 */
import type {
  Endpoint,
  EndpointInput,
  EndpointResult,
} from '../../renderer/src/contracts/api/endpoint';
import * as z from 'zod/v4/core';
import { SIM_CONTROLS, type SimControlName } from '../api/sim/registry';

/** A control the server refused (its Chinese `msg`), or a server that could not be reached. */
export class MockApiError extends Error {
  override name = 'MockApiError';
  constructor(
    message: string,
    /** The HTTP status; 0 when nothing answered. */
    readonly status: number,
  ) {
    super(message);
  }
}

type Controls = typeof SIM_CONTROLS;
/** The input is optional when the control needs none. */
type InputArgs<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>]
    : [input: EndpointInput<E>];

export type MockApi = {
  readonly [K in SimControlName]: (
    ...input: InputArgs<Controls[K]>
  ) => Promise<EndpointResult<Controls[K]>>;
} & {
  /** The API's address, as given. */
  readonly url: string;
};

type Input = { params?: Record<string, string | number>; query?: object; body?: unknown };
type Envelope = { success: boolean; code: number; msg: string; data: unknown };

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'success' in value && 'msg' in value;

function requestPath(endpoint: Endpoint, input: Input): string {
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
  input: Input,
  fetchImpl: typeof fetch,
): Promise<unknown> {
  const path = requestPath(endpoint, input);
  const target = `${endpoint.method} ${new URL(path, apiUrl).pathname}`;
  let response: Response;
  try {
    response = await fetchImpl(new URL(path, apiUrl), {
      method: endpoint.method,
      ...(input.body !== undefined
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(input.body) }
        : {}),
    });
  } catch (error) {
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
      `模拟后端 ${apiUrl} 没有这个控制：${target}（它的版本比测试入口旧，请更新后重启）`,
      404,
    );
  if (!body.success) throw new MockApiError(`${target}：${body.msg}`, response.status);
  return body.data;
}

/** The client of the mock API at `apiUrl` (e.g. `http://127.0.0.1:3900`). */
export function createMockApi(apiUrl: string, options: { fetch?: typeof fetch } = {}): MockApi {
  const fetchImpl = options.fetch ?? fetch;
  const calls = Object.fromEntries(
    (Object.keys(SIM_CONTROLS) as SimControlName[]).map((name) => {
      const endpoint: Endpoint = SIM_CONTROLS[name];
      return [
        name,
        async (input: Input = {}) => {
          const parsed = z.safeParse(
            endpoint.response,
            await send(apiUrl, endpoint, input, fetchImpl),
          );
          if (!parsed.success)
            throw new MockApiError(
              `模拟后端 ${apiUrl} 对 ${endpoint.method} ${endpoint.path} 的回答与声明不符（它的版本与测试入口不同？）`,
              200,
            );
          return parsed.data;
        },
      ];
    }),
  );
  return { ...calls, url: apiUrl } as unknown as MockApi;
}
