/**
 * A user of the app, signed in on the mock API the way the native app signs in (no SMS), calling the
 * app's own endpoints as declared in its contract (renderer/src/contracts/api): a test sets up its
 * state through the same typed calls the app makes, not through hand-written requests.
 */
import type {
  Endpoint,
  EndpointInput,
  EndpointResult,
} from '../../renderer/src/contracts/api/endpoint';
import { requestEndpoint, type RequestInput } from './envelope-request';

type CallArgs<E extends Endpoint> =
  Partial<EndpointInput<E>> extends EndpointInput<E>
    ? [input?: EndpointInput<E>]
    : [input: EndpointInput<E>];

export type AppSession = {
  readonly phone: string;
  /** The token the app sends in its `token` header. */
  readonly token: string;
  /** Whether signing in created the account. */
  readonly isNew: boolean;
  /** Calls an endpoint of the app's contract as this user; a refusal throws its Chinese `msg`. */
  call<E extends Endpoint>(endpoint: E, ...input: CallArgs<E>): Promise<EndpointResult<E>>;
};

export function appSession(
  apiUrl: string,
  signedIn: { phone: string; token: string; isNew: boolean },
  fetchImpl: typeof fetch,
): AppSession {
  return {
    ...signedIn,
    call: async <E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>) =>
      (await requestEndpoint(apiUrl, endpoint, (input ?? {}) as RequestInput, {
        fetch: fetchImpl,
        token: signedIn.token,
      })) as EndpointResult<E>,
  };
}
