import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/**
 * Wraps a transport so that every request ends by its `timeout`, whatever the transport does: the
 * XHR's own timeout covers the network only, while a request may first wait for code (the module
 * that takes a deep link's early answer) or for an answer another script started. On expiry the
 * request rejects as a timeout (axios's ECONNABORTED, so the client's timeout policy applies: the
 * toast, the page's 请求超时 with 重试, the pending count dropped) and the transport is aborted.
 * A timer of the page's, so tests may move it with a fake clock.
 */
export function withDeadline(send: AxiosAdapter): AxiosAdapter {
  return (config) => {
    const { timeout } = config;
    if (!timeout) return send(config);
    const controller = new AbortController();
    const outer = config.signal;
    const abort = () => controller.abort();
    if (outer?.aborted) controller.abort();
    else outer?.addEventListener?.('abort', abort);
    return new Promise<AxiosResponse>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new AxiosError(`timeout of ${timeout}ms exceeded`, AxiosError.ECONNABORTED, config));
        controller.abort();
      }, timeout);
      const inner: InternalAxiosRequestConfig = { ...config, signal: controller.signal };
      Promise.resolve()
        .then(() => send(inner))
        .then(resolve, reject)
        .finally(() => {
          clearTimeout(timer);
          outer?.removeEventListener?.('abort', abort);
        });
    });
  };
}
