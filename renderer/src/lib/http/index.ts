import { API_BASE, REQUEST_TIMEOUT_MS } from '@/lib/config';
import { showToast } from '@/lib/toast';
import { createHttp } from './create-http';
import { currentHttpSession as session } from './session-binding';

export { bindHttpSession } from './session-binding';

/** The app's one HTTP client (spec §7): the bound session, the toast, the console. */
export const http = createHttp({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  getToken: () => session().getToken(),
  getDeviceInfo: () => session().getDeviceInfo(),
  requestStarted: () => session().requestStarted(),
  requestFinished: () => session().requestFinished(),
  onUnauthorized: () => session().onUnauthorized(),
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
