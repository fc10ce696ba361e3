import axios, {
  AxiosHeaders,
  isCancel,
  type AxiosAdapter,
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { DeviceInfo, Envelope } from '@/contracts';
import {
  API_ERROR_KINDS,
  ApiError,
  MISSING_STATUSES,
  NETWORK_ERROR_MSG,
  TIMEOUT_MSG,
  statusMessage,
} from './api-error';
import { withDeadline } from './deadline';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not toast a failure: the caller shows it its own way. */
    silent?: boolean;
    /** A POST that only reads (the contract's `readOnly`): its failures are treated as a GET's. */
    read?: boolean;
  }
  interface InternalAxiosRequestConfig {
    /** Set once the request is counted in the pending total, so it is uncounted exactly once. */
    pendingCounted?: boolean;
  }
}

/** The body of every answer: `{ success, code, msg, data }`. */
export type ApiBody<T = unknown> = Envelope<T>;

/** These statuses are only logged, never toasted (docs/product.md「错误与提示」). */
export const LOGGED_STATUSES: ReadonlySet<number> = new Set([401, 403, 404, 500]);

/** What the client reads from and tells the session: headers, the loading count, a dead token. */
export type HttpSession = {
  getToken: () => string | null;
  getDeviceInfo: () => DeviceInfo;
  requestStarted: () => void;
  requestFinished: () => void;
  /** A 401: the token is no longer valid. */
  onUnauthorized: () => void;
};

/** What the client needs from the app: where to send, the session, and how to report. */
export type HttpDeps = HttpSession & {
  baseURL: string;
  timeout: number;
  /** Overrides the transport (tests). */
  adapter?: AxiosAdapter;
  toast: (msg: string) => void;
  log: (message: string) => void;
};

export type Http = {
  instance: AxiosInstance;
  get: <T = unknown>(url: string, config?: AxiosRequestConfig) => Promise<ApiBody<T>>;
  post: <T = unknown>(
    url: string,
    body?: unknown,
    config?: AxiosRequestConfig,
  ) => Promise<ApiBody<T>>;
  put: <T = unknown>(
    url: string,
    body?: unknown,
    config?: AxiosRequestConfig,
  ) => Promise<ApiBody<T>>;
  del: <T = unknown>(url: string, config?: AxiosRequestConfig) => Promise<ApiBody<T>>;
};

type ErrorBody = { msg?: unknown; message?: unknown; code?: unknown };

/** The message field of the body: `msg`, else `message`. */
function bodyMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { msg, message } = data as ErrorBody;
  if (typeof msg === 'string' && msg) return msg;
  if (typeof message === 'string' && message) return message;
  return undefined;
}

function bodyCode(data: unknown): number | undefined {
  const code = data && typeof data === 'object' ? (data as ErrorBody).code : undefined;
  return typeof code === 'number' ? code : undefined;
}

/** Whether the request went out with a token (set by the request interceptor below). */
function sentToken(config: AxiosRequestConfig | undefined): boolean {
  return Boolean(config?.headers && AxiosHeaders.from(config.headers as AxiosHeaders).get('token'));
}

/**
 * Whether a failure is left to the page: a read (GET, or a POST marked `read`) whose answer says what
 * it names is missing or malformed leads to the page's resource-missing state, which says it to the
 * user; a toast of the server's words (参数 id 类型错误…) on top would only repeat it, technically.
 */
function pageShowsIt(config: AxiosRequestConfig | undefined, status: number | undefined): boolean {
  const read = (config?.method ?? 'get').toLowerCase() === 'get' || config?.read === true;
  return read && status !== undefined && MISSING_STATUSES.has(status);
}

function isTimeout(error: AxiosError): boolean {
  return error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
}

/**
 * Builds the app's one axios instance. Failure policy (docs/product.md「错误与提示」), decided
 * here:
 * - HTTP 401, 403, 404 and 500 are only logged, whatever their body says: the page's own state
 *   (暂无权限, 资源不存在, 服务器异常 with 重试, the login prompt) tells the user. So is a read's 400
 *   or 422 (a malformed id in the address): the page shows 资源不存在.
 * - Any other HTTP error: toast the body's message, else a Chinese fallback naming the status.
 * - `success: false` in a 2xx answer: toast its message.
 * - Network failure / timeout: toast `网络异常，请检查网络后重试` / `请求超时，请稍后重试`. The timeout
 *   ends every request, even one whose transport never answers (deadline.ts).
 * - Every failure is logged; a 401 also drops the token; a cancelled request is silent.
 * Every failure rejects with an {@link ApiError}; the pending count drops whatever the outcome.
 */
export function createHttp(deps: HttpDeps): Http {
  const transport: AxiosAdapter =
    deps.adapter ?? ((config) => axios.getAdapter(axios.defaults.adapter)(config));
  const instance = axios.create({
    baseURL: deps.baseURL,
    timeout: deps.timeout,
    // Every request ends by the timeout, whatever its transport waits for (deadline.ts).
    adapter: withDeadline(transport),
  });

  const finish = (config: InternalAxiosRequestConfig | undefined) => {
    if (config?.pendingCounted) {
      config.pendingCounted = false;
      deps.requestFinished();
    }
  };

  // A token the server refused stays the reason for a 401 until the session has a token again: the
  // page that loads again anonymously after the logout it causes still says the login expired.
  let tokenRefused = false;
  const expiredLogin = (config: AxiosRequestConfig | undefined): boolean => {
    if (sentToken(config)) tokenRefused = true;
    return tokenRefused;
  };

  const fail = (error: ApiError, config: AxiosRequestConfig | undefined, toast: boolean) => {
    const where = `${(config?.method ?? 'get').toUpperCase()} ${config?.url ?? ''}`;
    deps.log(`[http] ${where} 失败：${error.status ?? error.kind} ${error.msg}`);
    if (toast && !config?.silent) deps.toast(error.msg);
    return Promise.reject(error);
  };

  instance.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
    const token = deps.getToken();
    const device = deps.getDeviceInfo();
    if (token) {
      headers.set('token', token);
      tokenRefused = false;
    }
    headers.set('platform', device.platform);
    headers.set('appversion', device.appversion);
    if (device.deviceToken) headers.set('devicetoken', device.deviceToken);
    if (device.deviceNum) headers.set('devicenum', device.deviceNum);
    config.headers = headers;
    config.pendingCounted = true;
    deps.requestStarted();
    return config;
  });

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      finish(response.config);
      const body: unknown = response.data;
      if (body && typeof body === 'object' && (body as { success?: unknown }).success === false) {
        const error = new ApiError(bodyMessage(body) ?? '操作失败', {
          status: response.status,
          code: bodyCode(body),
          kind: API_ERROR_KINDS.BUSINESS,
        });
        return fail(error, response.config, !pageShowsIt(response.config, error.code));
      }
      return response;
    },
    (error: unknown) => {
      // A page that leaves aborts its requests: axios reports that as an AxiosError (CanceledError)
      // with no response, so it is told apart first, or the user would see 网络异常 for nothing.
      if (isCancel(error)) {
        finish((error as { config?: InternalAxiosRequestConfig }).config);
        return Promise.reject(new ApiError('请求已取消', { kind: API_ERROR_KINDS.CANCELLED }));
      }
      if (!axios.isAxiosError(error)) {
        const config = (error as { config?: InternalAxiosRequestConfig } | null)?.config;
        finish(config);
        return fail(
          new ApiError(NETWORK_ERROR_MSG, { kind: API_ERROR_KINDS.NETWORK }),
          config,
          true,
        );
      }
      finish(error.config);
      const { response } = error;
      if (!response) {
        const timeout = isTimeout(error);
        const apiError = new ApiError(timeout ? TIMEOUT_MSG : NETWORK_ERROR_MSG, {
          kind: timeout ? API_ERROR_KINDS.TIMEOUT : API_ERROR_KINDS.NETWORK,
        });
        return fail(apiError, error.config, true);
      }
      const { status } = response;
      const serverMsg = bodyMessage(response.data);
      if (status === 401) deps.onUnauthorized();
      const apiError = new ApiError(serverMsg ?? statusMessage(status), {
        status,
        code: bodyCode(response.data),
        kind: API_ERROR_KINDS.HTTP,
        loginExpired: status === 401 && expiredLogin(error.config),
      });
      return fail(
        apiError,
        error.config,
        !LOGGED_STATUSES.has(status) && !pageShowsIt(error.config, status),
      );
    },
  );

  const unwrap = <T>(promise: Promise<AxiosResponse<ApiBody<T>>>) =>
    promise.then((response) => response.data);

  return {
    instance,
    get: (url, config) => unwrap(instance.get(url, config)),
    post: (url, body, config) => unwrap(instance.post(url, body, config)),
    put: (url, body, config) => unwrap(instance.put(url, body, config)),
    del: (url, config) => unwrap(instance.delete(url, config)),
  };
}
