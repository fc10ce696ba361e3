import { API_BASE, DEFAULT_APP_VERSION, REQUEST_TIMEOUT_MS } from '@/lib/config';
import { showToast } from '@/lib/toast';
import { createHttp, type HttpSession } from './create-http';

/** Before the app binds its session: anonymous, no loading count (only tests get here). */
const UNBOUND: HttpSession = {
  getToken: () => null,
  getDeviceInfo: () => ({ platform: 'android', appversion: DEFAULT_APP_VERSION, deviceToken: '', deviceNum: '', deviceModel: '' }),
  requestStarted: () => undefined,
  requestFinished: () => undefined,
  onUnauthorized: () => undefined,
};

let session: HttpSession = UNBOUND;

/**
 * Connects the client to the session (the app does it at start, app/http-session.ts). Injected
 * rather than imported, so the stores may call the API without an import cycle. Returns the unbind.
 */
export function bindHttpSession(next: HttpSession): () => void {
  session = next;
  return () => {
    if (session === next) session = UNBOUND;
  };
}

/** The app's one HTTP client (spec §7): the bound session, the toast, the console. */
export const http = createHttp({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  getToken: () => session.getToken(),
  getDeviceInfo: () => session.getDeviceInfo(),
  requestStarted: () => session.requestStarted(),
  requestFinished: () => session.requestFinished(),
  onUnauthorized: () => session.onUnauthorized(),
  toast: (msg) => showToast(msg),
  log: (message) => console.warn(message),
});

export { createHttp, LOGGED_STATUSES, type ApiBody, type Http, type HttpDeps, type HttpSession } from './create-http';
export { parseData } from './parse-data';
export {
  API_ERROR_KINDS,
  ApiError,
  NETWORK_ERROR_MSG,
  PARSE_ERROR_MSG,
  TIMEOUT_MSG,
  isApiError,
  statusMessage,
  type ApiErrorKind,
} from './api-error';
