/**
 * The mock API's scenario controls as the panel calls them: the testing entry's typed client
 * (built from the controls' declarations, so the panel cannot drift from the server either), sent
 * through the host (PanelHost.simRequest), which only reaches the API's /__sim/ routes. A refusal
 * rejects with the API's own Chinese msg, as QA read it under the form.
 */
import type { PanelHost } from '../host-contract';
import { createScenarioControls, type ScenarioControls } from '../testing/mock-api';
import { MockApiError } from '../testing/envelope-request';

/** The host stands between the panel and the API: requests name only the path. */
const VIA_HOST = 'http://mock-api.via-host';

/** A control's answer, as its declaration types it. */
export type ControlResult<K extends keyof ScenarioControls> = Awaited<
  ReturnType<ScenarioControls[K]>
>;
export type SimState = ControlResult<'state'>;
export type SmsRecord = ControlResult<'smsCodes'>[number];

/** One day of the mock's clock, in ms. */
export const DAY_MS = 86_400_000;

function hostFetch(host: Pick<PanelHost, 'simRequest'>): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET') as 'GET' | 'POST';
    let answer: Awaited<ReturnType<PanelHost['simRequest']>>;
    try {
      answer = await host.simRequest({
        method,
        path: `${url.pathname}${url.search}`,
        ...(typeof init?.body === 'string' ? { body: JSON.parse(init.body) as unknown } : {}),
      });
    } catch (error) {
      throw new MockApiError(error instanceof Error ? error.message : String(error), 0);
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** The scenario controls through `host`; errors carry only the server's (or the host's) words. */
export function panelMockApi(host: Pick<PanelHost, 'simRequest'>): ScenarioControls {
  const controls = createScenarioControls(VIA_HOST, hostFetch(host));
  const calls = controls as unknown as Record<string, (input?: unknown) => Promise<unknown>>;
  return Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [
      name,
      (input?: unknown) =>
        call(input).catch((error: unknown) => {
          throw error instanceof MockApiError ? new Error(error.reason) : error;
        }),
    ]),
  ) as unknown as ScenarioControls;
}
