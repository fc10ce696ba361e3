import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { FIRST_READ_GLOBAL, type EarlyRead } from './first-read-global';

export { FIRST_READ_GLOBAL, type EarlyAnswer, type EarlyRead } from './first-read-global';

/*
 * The HTTP client's side of a deep link's first read (first-read-global.ts): the page's identical
 * request is answered with it instead of being sent again, so the page's data no longer waits for
 * the app's code to arrive and run.
 */

/** The headers that make two reads of one URL different answers (set in create-http.ts). */
const SESSION_HEADERS = ['token', 'platform', 'appversion', 'devicetoken', 'devicenum'] as const;

/** How long an early read waits for its page: later, the page asks the server afresh. */
export const FIRST_READ_TTL_MS = 10_000;

/** The early answer as the XHR adapter would give it: status checked, timeout and cancel honoured. */
function answerFrom(early: EarlyRead, config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  const { signal, timeout } = config;
  return new Promise<AxiosResponse>((resolve, reject) => {
    const abort = () => reject(new CanceledError(undefined, undefined, config));
    const timer = timeout && setTimeout(() => reject(new AxiosError(`timeout of ${timeout}ms exceeded`, AxiosError.ECONNABORTED, config)), timeout);
    if (signal?.aborted) abort();
    signal?.addEventListener?.('abort', abort);
    early.response
      .then(
        ({ body, status, statusText, headers }) => {
          const response: AxiosResponse = { data: body, status, statusText, headers: AxiosHeaders.from(headers), config };
          if (!config.validateStatus || config.validateStatus(status)) resolve(response);
          else reject(new AxiosError(`Request failed with status code ${status}`, status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE, config, undefined, response));
        },
        () => reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)),
      )
      .finally(() => {
        clearTimeout(timer || undefined);
        signal?.removeEventListener?.('abort', abort);
      });
  });
}

/**
 * Wraps the transport: the request that is exactly the deep link's early read (same method, URL,
 * body and session headers, still fresh) takes its answer, once; everything else goes to `send`.
 * The interceptors (headers, failure policy, loading count) run as for any request.
 */
export function withFirstRead(send: AxiosAdapter, urlOf: (config: InternalAxiosRequestConfig) => string): AxiosAdapter {
  return (config) => {
    const early = window[FIRST_READ_GLOBAL];
    if (early && Date.now() - early.at > FIRST_READ_TTL_MS) delete window[FIRST_READ_GLOBAL];
    else if (early && config.method === early.method && early.url === urlOf(config) && (early.method === 'get' || early.body === config.data)) {
      delete window[FIRST_READ_GLOBAL];
      const headers = AxiosHeaders.from(config.headers);
      if (SESSION_HEADERS.every((name) => (early.headers[name] ?? '') === String(headers.get(name) ?? ''))) return answerFrom(early, config);
    }
    return send(config);
  };
}
