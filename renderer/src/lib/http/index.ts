import axios, { type AxiosAdapter } from 'axios';
import { API_BASE, REQUEST_TIMEOUT_MS } from '@/lib/config';
import { showToast } from '@/lib/toast';
import { createHttp } from './create-http';
import { FIRST_READ_GLOBAL } from './first-read-global';
import { currentHttpSession as session } from './session-binding';

export { bindHttpSession } from './session-binding';

const send: AxiosAdapter = (config) => axios.getAdapter(axios.defaults.adapter)(config);

/** The app's one HTTP client: the bound session, the toast, the console. */
export const http = createHttp({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  // A deep link's first read may have left before the app's code (index.html): its answer is taken
  // (the code that does so loads only then; index.html hints it). Otherwise axios's own choice of
  // transport (XHR in a browser).
  adapter: (config) =>
    window[FIRST_READ_GLOBAL]
      ? import('./first-read').then(
          ({ withFirstRead }) => withFirstRead(send, (c) => axios.getUri(c))(config),
          // Its module did not load: the request goes out as usual.
          () => send(config),
        )
      : send(config),
  getToken: () => session().getToken(),
  getDeviceInfo: () => session().getDeviceInfo(),
  requestStarted: () => session().requestStarted(),
  requestFinished: () => session().requestFinished(),
  onUnauthorized: () => session().onUnauthorized(),
  toast: (msg) => showToast(msg),
  log: (message) => console.warn(message),
});

export {
  createHttp,
  LOGGED_STATUSES,
  type ApiBody,
  type Http,
  type HttpDeps,
  type HttpSession,
} from './create-http';
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
