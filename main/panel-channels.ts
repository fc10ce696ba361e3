/**
 * Puts every PanelHost call on the IPC gate as `panel:<call>`. The panel may make any call; a
 * phone's chrome view (status and title bar, native sheets, system prompts) only the few it needs,
 * and only for its own phone.
 */
import {
  panelCallArgs,
  PANEL_CALLS,
  type PanelHost,
  type PanelHostCall,
} from '../simulator/host-contract';
import { IpcRejection, type IpcGate, type SenderRole } from './ipc-gate';

/** Channel name of a PanelHost call (the panel preload builds the same names). */
const panelChannel = (call: PanelHostCall): `panel:${PanelHostCall}` => `panel:${call}`;
/** main → panel and chrome views: something changed (payload: a HostEvent). */
export const HOST_EVENT_CHANNEL = 'panel:event';

/** Calls a phone's own chrome view may make; the first argument must be its phone id. */
const CHROME_CALLS: ReadonlySet<PanelHostCall> = new Set<PanelHostCall>([
  'getState',
  'back',
  'reload',
  'closePage',
  'answerLoginSheet',
  'answerShareSheet',
  'answerPaymentSheet',
  // Only to answer the system prompt it draws (the 系统 menu itself is the panel's).
  'shell',
]);

const isPromptAnswer = (command: unknown): boolean =>
  (command as { action?: unknown } | undefined)?.action === 'answerPrompt';

export function registerPanelChannels(gate: IpcGate, host: PanelHost): void {
  for (const call of PANEL_CALLS) {
    const roles: SenderRole[] = CHROME_CALLS.has(call) ? ['panel', 'chrome'] : ['panel'];
    gate.handle(panelChannel(call), { roles, args: panelCallArgs[call] }, (ctx, ...args) => {
      if (ctx.role === 'chrome' && call !== 'getState' && args[0] !== ctx.phoneId) {
        throw new IpcRejection('只能操作本机');
      }
      if (ctx.role === 'chrome' && call === 'shell' && !isPromptAnswer(args[1])) {
        throw new IpcRejection('手机界面只能回答系统提示');
      }
      const method = host[call] as (...a: unknown[]) => Promise<unknown>;
      return method.apply(host, args);
    });
  }
}
