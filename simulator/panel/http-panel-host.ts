/**
 * The panel's client of `server-routes.ts`: the PanelHost of the Chromium CLI, over fetch and
 * server-sent events on the panel page's own origin.
 */
import type { HostEvent, PanelHost, PanelHostCall } from '../host-contract';
import { PANEL_API_PREFIX } from './server-routes';
import { sharedEventSource } from './shared-event-source';

type CallResult = { ok: true; result: unknown } | { ok: false; message: string };

export function createHttpPanelHost(
  base = '',
  fetchImpl: typeof fetch = (...a) => fetch(...a),
): PanelHost {
  const call =
    <K extends PanelHostCall>(name: K) =>
    async (...args: Parameters<PanelHost[K]>): Promise<Awaited<ReturnType<PanelHost[K]>>> => {
      let response: Response;
      try {
        response = await fetchImpl(`${base}${PANEL_API_PREFIX}/call/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ args }),
        });
      } catch {
        throw new Error('无法连接模拟器，请确认 npm run sim 仍在运行');
      }
      let body: CallResult;
      try {
        body = (await response.json()) as CallResult;
      } catch {
        throw new Error(`模拟器返回了无法识别的响应（HTTP ${response.status}）`);
      }
      if (!body.ok) throw new Error(body.message);
      return body.result as Awaited<ReturnType<PanelHost[K]>>;
    };

  return {
    getState: call('getState'),
    openPhone: call('openPhone'),
    closePhone: call('closePhone'),
    updatePhone: call('updatePhone'),
    navigateAll: call('navigateAll'),
    navigate: call('navigate'),
    reload: call('reload'),
    back: call('back'),
    closePage: call('closePage'),
    clearStorage: call('clearStorage'),
    openDevTools: call('openDevTools'),
    screenshotAll: call('screenshotAll'),
    nativeLogin: call('nativeLogin'),
    nativeLogout: call('nativeLogout'),
    answerLoginSheet: call('answerLoginSheet'),
    answerShareSheet: call('answerShareSheet'),
    answerPaymentSheet: call('answerPaymentSheet'),
    paymentLog: call('paymentLog'),
    bridgeLog: call('bridgeLog'),
    networkLog: call('networkLog'),
    audit: call('audit'),
    simRequest: call('simRequest'),
    shell: call('shell'),
    record: call('record'),
    mirror: call('mirror'),
    replay: call('replay'),
    baselines: call('baselines'),
    // One stream for the whole page, however many sections listen (shared-event-source.ts).
    subscribe: sharedEventSource<HostEvent>(`${base}${PANEL_API_PREFIX}/events`),
  };
}
