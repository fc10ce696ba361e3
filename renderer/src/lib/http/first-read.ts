import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { FIRST_READ_GLOBAL, type EarlyAnswer, type EarlyRead } from './first-read-global';

export { FIRST_READ_GLOBAL, type EarlyAnswer } from './first-read-global';

/*
 * The HTTP client's side of a deep link's first read (first-read-global.ts): the page's identical
 * request is answered with it instead of being sent again, so the page's data no longer waits for
 * the app's code to arrive and run.
 */

/** The headers that make two reads of one URL different answers (set in create-http.ts). */
const SESSION_HEADERS = ['token', 'platform', 'appversion', 'devicetoken', 'devicenum'] as const;

/** How long an early read waits for its page: later, the page asks the server afresh. */
export const FIRST_READ_TTL_MS = 10_000;

/**
 * The early answer as the XHR adapter would give it: status checked, cancel honoured, and the
 * timeout counted from when the early read left (it is that request, sent sooner), so it ends by
 * then even when its answer never arrives.
 */
function answerFrom(early: EarlyRead, config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  const { signal, timeout } = config;
  return new Promise<AxiosResponse>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener?.('abort', abort);
    };
    const settle =
      <T>(finish: (value: T) => void) =>
      (value: T) => {
        done();
        finish(value);
      };
    const abort = settle(() => reject(new CanceledError(undefined, undefined, config)));
    if (signal?.aborted) return abort(undefined);
    signal?.addEventListener?.('abort', abort);
    if (timeout) {
      const left = Math.max(0, timeout - (Date.now() - early.at));
      timer = setTimeout(
        settle(() =>
          reject(
            new AxiosError(`timeout of ${timeout}ms exceeded`, AxiosError.ECONNABORTED, config),
          ),
        ),
        left,
      );
    }
    early.response.then(
      settle(({ body, status, statusText, headers }: EarlyAnswer) => {
        const response: AxiosResponse = {
          data: body,
          status,
          statusText,
          headers: AxiosHeaders.from(headers),
          config,
        };
        if (!config.validateStatus || config.validateStatus(status)) resolve(response);
        else
          reject(
            new AxiosError(
              `Request failed with status code ${status}`,
              status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
              config,
              undefined,
              response,
            ),
          );
      }),
      settle(() => reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config))),
    );
  });
}

/**
 * Wraps the transport: the request that is exactly the deep link's early read (same method, URL,
 * body and session headers, still fresh) takes its answer, once; everything else goes to `send`.
 * The interceptors (headers, failure policy, loading count) run as for any request.
 */
export function withFirstRead(
  send: AxiosAdapter,
  urlOf: (config: InternalAxiosRequestConfig) => string,
): AxiosAdapter {
  return (config) => {
    const early = window[FIRST_READ_GLOBAL];
    if (early && Date.now() - early.at > FIRST_READ_TTL_MS) delete window[FIRST_READ_GLOBAL];
    else if (
      early &&
      config.method === early.method &&
      early.url === urlOf(config) &&
      (early.method === 'get' || early.body === config.data)
    ) {
      delete window[FIRST_READ_GLOBAL];
      const headers = AxiosHeaders.from(config.headers);
      if (
        SESSION_HEADERS.every(
          (name) => (early.headers[name] ?? '') === String(headers.get(name) ?? ''),
        )
      )
        return answerFrom(early, config);
    }
    return send(config);
  };
}
