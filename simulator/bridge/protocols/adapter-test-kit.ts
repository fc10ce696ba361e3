/** A fake host for the adapters' unit tests: records what the native side evaluates in the page. */
import { getDevice } from '../../devices';
import { BridgeLog } from '../bridge-log';
import type { PaymentSheet } from '../sheets';
import type { AdapterContext } from './adapter';
import { ForeignBridge } from './foreign-bridge';
import type { ForeignProtocol, HandlerTable } from './types';

export function fakeContext(
  protocol: ForeignProtocol,
  options: {
    device?: string;
    handlers?: HandlerTable;
    paymentSheet?: PaymentSheet;
    /** What the page returns for a script (e.g. `_fetchQueue()`'s JSON). */
    pageAnswers?: (script: string) => unknown;
  } = {},
) {
  const log = new BridgeLog();
  const bridge = new ForeignBridge({
    protocol,
    device: getDevice(options.device ?? 'iphone-15'),
    handlers: options.handlers,
    paymentSheet: options.paymentSheet,
    log,
    sleep: async () => undefined,
  });
  const evaluated: string[] = [];
  let closed = 0;
  const ctx: AdapterContext = {
    bridge,
    bindingName: '__binding',
    evaluate: async (script) => {
      evaluated.push(script);
      return options.pageAnswers?.(script);
    },
    closePage: () => {
      closed += 1;
    },
  };
  return { ctx, log, bridge, evaluated, closed: () => closed };
}

/** Lets queued promise callbacks run (answers delivered in the background). */
export const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
