/**
 * The native side's message pump: takes the raw message a web view hands over (an object from iOS's
 * `messageHandlers`, a JSON string from Android's string-only interface), checks it against the
 * contract, calls the handler and builds the answer the native side evaluates in the page.
 */
import {
  BRIDGE_ERROR_CODES,
  BRIDGE_RECEIVE_FN,
  bridgeEvents,
  bridgeMethods,
  bridgeOutboundSchema,
  type BridgeInbound,
  type BridgeMethod,
  type NativeBridgeHandlers,
} from '../../renderer/src/contracts/bridge';
// Classic zod as a value, though the bridge contract is `zod/mini`: importing it installs zod's
// English locale, which words the issues of the contract's schemas in the messages below (mini
// alone would say only "Invalid input").
import { z } from 'zod';
import { BridgeError } from './bridge-error';
import type { BridgeCallEntry } from './bridge-log';
import type { NativeBridgeEvent } from './native-session';

/** The web view's transport shape: iOS posts objects, Android passes strings. */
export type BridgeTransport = 'ios' | 'android';

/** What {@link dispatchBridgeMessage} produced. */
export type DispatchResult = {
  /** JSON for `window.__taxBridgeReceive(json)`; null when the message had no id to answer to. */
  reply: string | null;
  /** The log entry of the call (without its sequence number). */
  entry: Omit<BridgeCallEntry, 'seq'>;
};

const isMethod = (name: string): name is BridgeMethod =>
  Object.prototype.hasOwnProperty.call(bridgeMethods, name);

const describeIssues = (error: z.core.$ZodError): string =>
  error.issues
    .map((i) => (i.path.length > 0 ? `${i.path.join('.')}：${i.message}` : i.message))
    .join('；');

/** Best effort: the id and method of a message that failed validation, to answer and log it. */
function salvage(message: unknown): { id: string | null; method: string } {
  if (typeof message !== 'object' || message === null) return { id: null, method: '' };
  const { id, method } = message as { id?: unknown; method?: unknown };
  return {
    id: typeof id === 'string' && id.length > 0 ? id : null,
    method: typeof method === 'string' ? method : '',
  };
}

/** Decodes the transport's raw value into a message object, or explains why it cannot. */
function decode(
  raw: unknown,
  transport: BridgeTransport,
): { message: unknown } | { problem: string; message: unknown } {
  if (transport === 'ios') {
    return typeof raw === 'object' && raw !== null
      ? { message: raw }
      : { problem: 'iOS 消息须为对象', message: raw };
  }
  if (typeof raw !== 'string') {
    // A real addJavascriptInterface turns an object into "[object Object]": the app must stringify.
    return { problem: 'Android 接口只接受 JSON 字符串', message: raw };
  }
  try {
    return { message: JSON.parse(raw) as unknown };
  } catch {
    return { problem: 'Android 消息不是合法的 JSON', message: null };
  }
}

/**
 * Handles one raw message from the page.
 * Answers BAD_PARAMS for a malformed message or parameters, UNKNOWN_METHOD for a method the
 * contract lacks, the handler's {@link BridgeError} code, or FAILED for anything else it throws.
 */
export async function dispatchBridgeMessage(
  handlers: NativeBridgeHandlers,
  raw: unknown,
  transport: BridgeTransport,
  clock: { now: () => number; elapsed: () => number } = {
    now: Date.now,
    elapsed: () => performance.now(),
  },
): Promise<DispatchResult> {
  const at = clock.now();
  const started = clock.elapsed();
  const finish = (
    id: string | null,
    method: string,
    params: unknown,
    outcome: { result: unknown } | { error: { code: string; message: string } },
  ): DispatchResult => {
    const entry: Omit<BridgeCallEntry, 'seq'> = {
      kind: 'call',
      transport,
      id,
      method,
      params,
      at,
      durationMs: clock.elapsed() - started,
      ...outcome,
    };
    const reply: BridgeInbound | null = id === null ? null : { id, ...outcome };
    return { reply: reply === null ? null : JSON.stringify(reply), entry };
  };
  const fail = (
    id: string | null,
    method: string,
    params: unknown,
    code: string,
    message: string,
  ): DispatchResult => finish(id, method, params, { error: { code, message } });

  const decoded = decode(raw, transport);
  if ('problem' in decoded) {
    const { id, method } = salvage(decoded.message);
    return fail(id, method, raw, BRIDGE_ERROR_CODES.BAD_PARAMS, decoded.problem);
  }
  const parsed = z.safeParse(bridgeOutboundSchema, decoded.message);
  if (!parsed.success) {
    const { id, method } = salvage(decoded.message);
    return fail(
      id,
      method,
      decoded.message,
      BRIDGE_ERROR_CODES.BAD_PARAMS,
      `消息格式不正确：${describeIssues(parsed.error)}`,
    );
  }
  const { id, method, params } = parsed.data;
  if (!isMethod(method))
    return fail(id, method, params, BRIDGE_ERROR_CODES.UNKNOWN_METHOD, `原生端没有方法 ${method}`);

  const spec = bridgeMethods[method];
  const checked = z.safeParse(spec.params, params);
  if (!checked.success)
    return fail(
      id,
      method,
      params,
      BRIDGE_ERROR_CODES.BAD_PARAMS,
      `${method} 的参数不正确：${describeIssues(checked.error)}`,
    );

  // The mapped type ties each handler to its own params; here the method is only known at run time.
  const handler = handlers[method] as (p: unknown) => Promise<unknown>;
  let result: unknown;
  try {
    result = await handler(checked.data);
  } catch (error) {
    if (error instanceof BridgeError) return fail(id, method, params, error.code, error.message);
    return fail(
      id,
      method,
      params,
      BRIDGE_ERROR_CODES.FAILED,
      error instanceof Error ? error.message : String(error),
    );
  }
  // The emulation must keep the contract too: a wrong answer is the simulator's bug, said plainly.
  const answer = z.safeParse(spec.result, result);
  if (!answer.success) {
    return fail(
      id,
      method,
      params,
      BRIDGE_ERROR_CODES.FAILED,
      `模拟器对 ${method} 的返回值不符合契约：${describeIssues(answer.error)}`,
    );
  }
  return finish(id, method, params, { result: answer.data });
}

/**
 * JSON for `window.__taxBridgeReceive(json)` carrying an event, checked against the contract.
 * @throws Error when the payload breaks the contract (a simulator bug).
 */
export function encodeBridgeEvent(event: NativeBridgeEvent): string {
  const data = z.parse(bridgeEvents[event.event], event.data);
  return JSON.stringify({ event: event.event, data } satisfies BridgeInbound);
}

/**
 * The script a native side evaluates to hand `json` to the page (as `evaluateJavaScript` or
 * `executeJavaScript` would). Does nothing while the app has not installed its receiver yet.
 */
export function receiveScript(json: string): string {
  return `typeof window.${BRIDGE_RECEIVE_FN} === 'function' && window.${BRIDGE_RECEIVE_FN}(${JSON.stringify(json)})`;
}
