import { API_BASE, REQUEST_TIMEOUT_MS } from '@/lib/config';
import { showToast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { createHttp } from './create-http';

/** The app's one HTTP client (spec §7), wired to the session store and the toast. */
export const http = createHttp({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  getToken: () => useSessionStore.getState().token,
  getDeviceInfo: () => useSessionStore.getState().deviceInfo,
  requestStarted: () => useSessionStore.getState().requestStarted(),
  requestFinished: () => useSessionStore.getState().requestFinished(),
  onUnauthorized: () => useSessionStore.getState().logout(),
  toast: showToast,
  log: (message) => console.warn(message),
});

export { createHttp, LOGGED_STATUSES, type ApiBody, type Http, type HttpDeps } from './create-http';
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
