import type { AxiosRequestConfig } from 'axios';
import type {
  Endpoint,
  EndpointBase,
  EndpointInput,
  EndpointResult,
} from '@/contracts/api/endpoint';
import { http, parseData, type ApiBody } from '@/lib/http';

/** Per-call options: cancellation, a failure the caller shows its own way, an upload's progress. */
type CallOptions = Pick<AxiosRequestConfig, 'signal' | 'silent' | 'onUploadProgress'>;

type Input = {
  params?: Readonly<Record<string, string | number>>;
  query?: unknown;
  body?: unknown;
};

type Args<E extends Endpoint> =
  Partial<EndpointInput<E>> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Sends a request to an endpoint of the contract (renderer/src/contracts/api) through the app's one
 * HTTP client and answers the envelope. The method and the path come from the declaration the mock
 * API serves too; given an endpoint's first-screen half, name the whole declaration's type:
 * `callEndpoint<typeof newsListEndpoint>(newsListEndpointBase, { query })`.
 */
function send<E extends Endpoint>(
  endpoint: E | EndpointBase<E>,
  ...[input, options]: Args<E>
): Promise<ApiBody> {
  const { params, query, body } = (input ?? {}) as Input;
  // `:name` → the value, URI-encoded (the route's params schema parses it).
  const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name])),
  );
  // A POST the contract marks as only reading fails as a GET would (lib/http: a missing id is the page's to show).
  const read = 'readOnly' in endpoint && endpoint.readOnly === true;
  const config: AxiosRequestConfig = { ...options, params: query, ...(read ? { read } : {}) };
  const { method } = endpoint;
  return method === 'GET' || method === 'DELETE'
    ? http[method === 'GET' ? 'get' : 'del'](url, config)
    : http[method === 'PUT' ? 'put' : 'post'](url, body, config);
}

/** Calls an endpoint and answers its `data`, parsed with the endpoint's response schema. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E | EndpointBase<E>,
  ...args: Args<E>
): Promise<EndpointResult<E>> {
  return parseData<E['response']>(endpoint.response, await send(endpoint, ...args));
}

/** {@link callEndpoint} that also answers the server's own success message (for a toast). */
export async function requestEndpoint<E extends Endpoint>(
  endpoint: E | EndpointBase<E>,
  ...args: Args<E>
): Promise<{ data: EndpointResult<E>; msg: string }> {
  const answer = await send(endpoint, ...args);
  return { data: parseData<E['response']>(endpoint.response, answer), msg: answer.msg };
}
