/**
 * QA's typed client of the mock API's scenario controls (`/__sim/`), built from their declarations
 * (simulator/api/sim/registry.ts): a control added to the server is a method here, with its
 * request and answer types, and cannot drift. Each call resolves once the server has applied the
 * control (the server answers after the change), with the control's answer parsed.
 */
import type {
  Endpoint,
  EndpointInput,
  EndpointResult,
} from '../../renderer/src/contracts/api/endpoint';
import { SIM_CONTROLS, type SimControlName } from '../api/sim/registry';
import { appSession, type AppSession } from './app-session';
import { requestEndpoint, type RequestInput } from './envelope-request';

export { MockApiError } from './envelope-request';

type Controls = typeof SIM_CONTROLS;
/** The input is optional when the control needs none. */
type InputArgs<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>]
    : [input: EndpointInput<E>];

/** One typed method per scenario control. */
export type ScenarioControls = {
  readonly [K in SimControlName]: (
    ...input: InputArgs<Controls[K]>
  ) => Promise<EndpointResult<Controls[K]>>;
};

export type MockApi = ScenarioControls & {
  /** The API's address, as given. */
  readonly url: string;
  /**
   * Signs a phone number in as the native app does (no SMS; an unknown number becomes a new
   * account) and answers a session calling the app's own endpoints as that user.
   */
  signIn(phone: string): Promise<AppSession>;
  /** A phone number no one has used on this server, with its own SMS wait: a test's new user. */
  newUser(): Promise<AppSession>;
};

/** The scenario controls alone, over `fetchImpl` (the panel's goes through its host). */
export function createScenarioControls(apiUrl: string, fetchImpl: typeof fetch): ScenarioControls {
  return Object.fromEntries(
    (Object.keys(SIM_CONTROLS) as SimControlName[]).map((name) => {
      const endpoint: Endpoint = SIM_CONTROLS[name];
      return [
        name,
        (input: RequestInput = {}) =>
          requestEndpoint(apiUrl, endpoint, input, { fetch: fetchImpl }),
      ];
    }),
  ) as unknown as ScenarioControls;
}

/** The client of the mock API at `apiUrl` (e.g. `http://127.0.0.1:3900`). */
export function createMockApi(apiUrl: string, options: { fetch?: typeof fetch } = {}): MockApi {
  const fetchImpl = options.fetch ?? fetch;
  const calls = createScenarioControls(apiUrl, fetchImpl);
  const signIn = async (phone: string) =>
    appSession(apiUrl, { phone, ...(await calls.nativeSession({ body: { phone } })) }, fetchImpl);
  return {
    ...calls,
    url: apiUrl,
    signIn,
    newUser: async () => signIn((await calls.newPhoneNumber()).phone),
  };
}
