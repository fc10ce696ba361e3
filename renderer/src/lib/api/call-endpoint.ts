import type { AxiosRequestConfig } from 'axios';
import type { Endpoint, EndpointInput, EndpointResult } from '@/contracts/api/endpoint';
import { http, parseData } from '@/lib/http';

/** Per-call options: cancellation, or a failure the caller shows its own way. */
export type CallOptions = Pick<AxiosRequestConfig, 'signal' | 'silent'>;

type Input = { params?: Readonly<Record<string, string | number>>; query?: unknown; body?: unknown };

/** The path with its `:name` parameters filled in, each URI-encoded. */
export function pathOf(path: string, params: Input['params']): string {
  if (!params) return path;
  return path.replace(/:(\w+)/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}

/**
 * Calls an endpoint of the contract (renderer/src/contracts/api) through the app's one HTTP client
 * and answers its `data`, parsed with the endpoint's response schema. The method, the path and the
 * shapes all come from the declaration the mock API serves too.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: Partial<EndpointInput<E>> extends EndpointInput<E> ? [input?: EndpointInput<E>, options?: CallOptions] : [input: EndpointInput<E>, options?: CallOptions]
): Promise<EndpointResult<E>> {
  const { params, query, body } = (input ?? {}) as Input;
  const url = pathOf(endpoint.path, params);
  const config: AxiosRequestConfig = { ...options, ...(query === undefined ? {} : { params: query }) };
  const answer =
    endpoint.method === 'GET'
      ? http.get(url, config)
      : endpoint.method === 'DELETE'
        ? http.del(url, config)
        : http[endpoint.method === 'PUT' ? 'put' : 'post'](url, body, config);
  return parseData<E['response']>(endpoint.response, await answer);
}
