import {
  BRIDGE_ERROR_CODES,
  BRIDGE_HANDLER_NAME,
  BRIDGE_LOGIN_TIMEOUT_MS,
  BRIDGE_RECEIVE_FN,
  BRIDGE_TIMEOUT_MS,
  bridgeEvents,
  bridgeInboundSchema,
  bridgeMethods,
  type BridgeEvent,
  type BridgeEventPayload,
  type BridgeMethod,
  type BridgeOutbound,
  type BridgeParams,
  type BridgeResult,
} from '@/contracts/bridge';
import { BridgeError } from './bridge-error';

/** The window shapes real web views offer (DESIGN.md): WKWebView's handler or Android's interface. */
export type BridgeWindow = {
  webkit?: {
    messageHandlers?: Record<string, { postMessage: (message: unknown) => void } | undefined>;
  };
  [BRIDGE_HANDLER_NAME]?: { postMessage: (message: string) => void };
  [BRIDGE_RECEIVE_FN]?: (message: string | object) => void;
};

type BridgeTransportKind = 'ios' | 'android' | 'none';

export type BridgeClient = {
  /** Which native transport was found (`none` in a plain browser). */
  readonly transport: BridgeTransportKind;
  /** Calls a native method; rejects with a {@link BridgeError} (NO_BRIDGE, TIMEOUT, CANCELLED, …). */
  call: <M extends BridgeMethod>(method: M, params?: BridgeParams<M>) => Promise<BridgeResult<M>>;
  /** Subscribes to a native event; returns the unsubscribe function. */
  on: <E extends BridgeEvent>(
    event: E,
    handler: (data: BridgeEventPayload<E>) => void,
  ) => () => void;
  /** Stops answering: pending calls reject, the receive function is removed. */
  dispose: () => void;
};

export type BridgeOptions = {
  timeoutMs?: number;
  loginTimeoutMs?: number;
  /** Makes call ids (tests pass a deterministic one). */
  nextId?: () => string;
};

type Pending = {
  method: BridgeMethod;
  resolve: (value: unknown) => void;
  reject: (error: BridgeError) => void;
  timer: ReturnType<typeof setTimeout>;
};

function detectTransport(win: BridgeWindow): BridgeTransportKind {
  if (win.webkit?.messageHandlers?.[BRIDGE_HANDLER_NAME]) return 'ios';
  if (typeof win[BRIDGE_HANDLER_NAME]?.postMessage === 'function') return 'android';
  return 'none';
}

/**
 * The web side of the native bridge (contracts/bridge.ts). Installs `window.__taxBridgeReceive`,
 * sends `{ id, method, params }` over the platform's transport, matches answers by id, validates
 * results and events with the contract's schemas, and times calls out.
 */
export function createBridge(win: BridgeWindow, options: BridgeOptions = {}): BridgeClient {
  const transport = detectTransport(win);
  const timeoutMs = options.timeoutMs ?? BRIDGE_TIMEOUT_MS;
  const loginTimeoutMs = options.loginTimeoutMs ?? BRIDGE_LOGIN_TIMEOUT_MS;
  let counter = 0;
  const nextId = options.nextId ?? (() => `web-${Date.now().toString(36)}-${++counter}`);
  const pending = new Map<string, Pending>();
  const listeners = new Map<string, Set<(data: unknown) => void>>();

  const post = (message: BridgeOutbound) => {
    if (transport === 'ios')
      win.webkit?.messageHandlers?.[BRIDGE_HANDLER_NAME]?.postMessage(message);
    else win[BRIDGE_HANDLER_NAME]?.postMessage(JSON.stringify(message));
  };

  const settle = (
    id: string,
    outcome: { result: unknown } | { error: { code: string; message: string } },
  ) => {
    const entry = pending.get(id);
    if (!entry) return; // A late answer to a call that already timed out.
    pending.delete(id);
    clearTimeout(entry.timer);
    if ('error' in outcome) {
      entry.reject(new BridgeError(outcome.error.code, outcome.error.message));
      return;
    }
    const parsed = bridgeMethods[entry.method].result.safeParse(outcome.result);
    if (parsed.success) entry.resolve(parsed.data);
    else
      entry.reject(
        new BridgeError(BRIDGE_ERROR_CODES.FAILED, `原生应用对 ${entry.method} 的应答格式不正确`),
      );
  };

  const receive = (raw: string | object) => {
    let message: unknown = raw;
    if (typeof raw === 'string') {
      try {
        message = JSON.parse(raw);
      } catch {
        console.warn('[bridge] 无法解析原生消息', raw);
        return;
      }
    }
    const inbound = bridgeInboundSchema.safeParse(message);
    if (!inbound.success) {
      console.warn('[bridge] 未知的原生消息', message);
      return;
    }
    const data = inbound.data;
    if ('event' in data) {
      const schema = (
        bridgeEvents as Record<string, (typeof bridgeEvents)[BridgeEvent] | undefined>
      )[data.event];
      const payload = schema?.safeParse(data.data ?? {});
      if (!payload?.success) {
        console.warn('[bridge] 未知或格式错误的事件', data.event);
        return;
      }
      listeners.get(data.event)?.forEach((handler) => handler(payload.data));
      return;
    }
    settle(data.id, data);
  };

  if (transport !== 'none') win[BRIDGE_RECEIVE_FN] = receive;

  const call = <M extends BridgeMethod>(method: M, params?: BridgeParams<M>) =>
    new Promise<BridgeResult<M>>((resolve, reject) => {
      if (transport === 'none') {
        reject(new BridgeError(BRIDGE_ERROR_CODES.NO_BRIDGE, '当前环境没有原生桥接'));
        return;
      }
      const checked = bridgeMethods[method].params.safeParse(params);
      if (!checked.success) {
        reject(new BridgeError(BRIDGE_ERROR_CODES.BAD_PARAMS, `${method} 的参数不正确`));
        return;
      }
      const id = nextId();
      // A person answers these sheets (login, the payment sheets): they may take minutes.
      const wait =
        method === 'login' || method === 'iapPurchase' || method === 'pay'
          ? loginTimeoutMs
          : timeoutMs;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(
          new BridgeError(BRIDGE_ERROR_CODES.TIMEOUT, `原生应用 ${wait} 毫秒内未应答 ${method}`),
        );
      }, wait);
      pending.set(id, {
        method,
        resolve: resolve as (value: unknown) => void,
        reject,
        timer,
      });
      try {
        post(checked.data === undefined ? { id, method } : { id, method, params: checked.data });
      } catch (error) {
        clearTimeout(timer);
        pending.delete(id);
        reject(new BridgeError(BRIDGE_ERROR_CODES.FAILED, `发送 ${method} 失败：${String(error)}`));
      }
    });

  const on = <E extends BridgeEvent>(event: E, handler: (data: BridgeEventPayload<E>) => void) => {
    const set = listeners.get(event) ?? new Set();
    const wrapped = handler as (data: unknown) => void;
    set.add(wrapped);
    listeners.set(event, set);
    return () => {
      set.delete(wrapped);
    };
  };

  const dispose = () => {
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer);
      entry.reject(new BridgeError(BRIDGE_ERROR_CODES.FAILED, '桥接已关闭'));
      pending.delete(id);
    }
    listeners.clear();
    if (win[BRIDGE_RECEIVE_FN] === receive) delete win[BRIDGE_RECEIVE_FN];
  };

  return { transport, call, on, dispose };
}
