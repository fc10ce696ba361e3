import { useState } from 'react';
import { newClientKey } from '@/contracts/api/client-key';
import { API_ERROR_KINDS, isApiError } from '@/lib/http/api-error';

/**
 * The `clientKey`s of one kind of action the user takes (an exchange, a question, a message, an
 * address): a try whose outcome is unknown (still on its way, no answer, a timeout, a server error:
 * the server may have acted) is sent again with the same key when the body is the same, so the
 * server answers the first result instead of acting twice. Any other try is a new action with a new
 * key: after the server answered (done, or refused: nothing was done), or with a changed body.
 */
/** A request body with its action's key: what a fetcher of a creating endpoint takes. */
export type Keyed<B> = B & { clientKey: string };

export type ActionKey = {
  send<B extends object, T>(body: B, request: (keyed: Keyed<B>) => Promise<T>): Promise<T>;
};

/** Whether the server answered a failed request (a refusal), rather than leaving its outcome unknown. */
const answered = (error: unknown): boolean =>
  isApiError(error) &&
  (error.kind === API_ERROR_KINDS.BUSINESS ||
    (error.kind === API_ERROR_KINDS.HTTP && error.status !== undefined && error.status < 500));

export function createActionKey(prefix: string): ActionKey {
  /** The last try whose outcome is not known yet. */
  let open: { key: string; body: string } | null = null;
  return {
    async send(body, request) {
      const text = JSON.stringify(body);
      const attempt = { key: open?.body === text ? open.key : newClientKey(prefix), body: text };
      open = attempt;
      try {
        const result = await request({ ...body, clientKey: attempt.key });
        if (open === attempt) open = null;
        return result;
      } catch (error) {
        if (answered(error) && open === attempt) open = null;
        throw error;
      }
    },
  };
}

/** The component's action key (see {@link createActionKey}), kept across renders. */
export function useActionKey(prefix: string): ActionKey {
  const [key] = useState(() => createActionKey(prefix));
  return key;
}
