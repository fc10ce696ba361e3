/**
 * The native side of another app, host-agnostic: answers each {@link ForeignCall} from the handler
 * table (or the payment sheet), and logs every call and every native -> web message in the phone's
 * bridge log whatever the protocol. The protocol adapters only translate their transport to and
 * from this shape.
 */
import type { DeviceProfile } from '../../devices';
import type { BridgeLog } from '../bridge-log';
import { paymentSheetPays, type PaymentSheet } from '../sheets';
import type { ForeignCall, ForeignOutcome, ForeignProtocol, HandlerTable } from './types';

/** Options of {@link ForeignBridge}. */
export type ForeignBridgeOptions = {
  protocol: ForeignProtocol;
  device: DeviceProfile;
  handlers?: HandlerTable;
  log: BridgeLog;
  /** Answers `sheet` handlers and the protocols' own payments (default: pays). */
  paymentSheet?: PaymentSheet;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

/** A built-in answer of the protocol (WeChat's chooseImage, Alipay's tradePay…), used when the table has no entry. */
export type BuiltIn = (call: ForeignCall) => Promise<ForeignOutcome | null> | ForeignOutcome | null;

const realSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function orderNoOf(params: unknown, fallback: string): string {
  const p = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const value = p.orderNo ?? p.orderId ?? p.tradeNO ?? p.out_trade_no;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
}

export class ForeignBridge {
  readonly protocol: ForeignProtocol;
  readonly device: DeviceProfile;
  readonly log: BridgeLog;
  private handlers: HandlerTable;
  private paymentSheet: PaymentSheet;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: ForeignBridgeOptions) {
    this.protocol = options.protocol;
    this.device = options.device;
    this.log = options.log;
    this.handlers = options.handlers ?? {};
    this.paymentSheet = options.paymentSheet ?? paymentSheetPays();
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? realSleep;
  }

  /** Replaces the handler table (the panel or a test changing answers mid-run). */
  setHandlers(handlers: HandlerTable): void {
    this.handlers = handlers;
  }
  setPaymentSheet(sheet: PaymentSheet): void {
    this.paymentSheet = sheet;
  }
  /** Whether the native side has this method (DSBridge's hasNativeMethod). */
  has(method: string): boolean {
    return Object.hasOwn(this.handlers, method);
  }

  /** Opens the payment sheet; resolves with what the user did. */
  async pay(
    kind: 'wechat-jsapi' | 'wechat' | 'alipay',
    orderNo: string,
    amountCents: number | null = null,
  ) {
    return this.paymentSheet({
      kind,
      orderNo,
      productId: null,
      amountCents,
      goodsTitle: null,
      device: this.device,
    });
  }

  /**
   * Answers one call from the table entry under `method` (or `alias`), else from `builtIn`, else
   * as unknown; logs it once settled. `silent` marks the answers the page never receives (a
   * protocol that drops errors or unknown methods).
   */
  async answer(
    call: ForeignCall,
    options: {
      alias?: string;
      builtIn?: BuiltIn;
      silentWhen?: (o: ForeignOutcome) => boolean;
    } = {},
  ): Promise<ForeignOutcome> {
    const at = this.now();
    const started = performance.now();
    const entry =
      this.handlers[call.method] ?? (options.alias ? this.handlers[options.alias] : undefined);
    let outcome: ForeignOutcome;
    if (!entry) outcome = (await options.builtIn?.(call)) ?? { kind: 'unknown' };
    else if ('unanswered' in entry) outcome = { kind: 'unanswered' };
    else if ('sheet' in entry) {
      const kind = entry.sheet === 'alipay' ? 'alipay' : 'wechat';
      const done = await this.pay(kind, orderNoOf(call.params, call.method));
      const value =
        done.action === 'pay'
          ? entry.pay
          : done.action === 'cancel'
            ? entry.cancel
            : (entry.fail ?? entry.cancel);
      outcome = { kind: 'answer', value, progress: [] };
    } else {
      if (entry.delayMs) await this.sleep(entry.delayMs);
      outcome =
        'error' in entry
          ? { kind: 'error', message: entry.error }
          : { kind: 'answer', value: entry.answer, progress: entry.progress ?? [] };
    }
    this.logCall(
      call,
      outcome,
      at,
      performance.now() - started,
      options.silentWhen?.(outcome) ?? false,
    );
    return outcome;
  }

  /** Logs a call the adapter answered itself (the protocol's own housekeeping: DSBridge's `_dsb.*`). */
  logAnswered(call: ForeignCall, result: unknown): void {
    this.logCall(call, { kind: 'answer', value: result, progress: [] }, this.now(), 0, false);
  }

  /** Logs a native -> web message (a call of the page's handler, or an event). */
  logToWeb(name: string, data: unknown): void {
    this.log.append({ kind: 'event', event: name, data, at: this.now(), protocol: this.protocol });
  }

  private logCall(
    call: ForeignCall,
    outcome: ForeignOutcome,
    at: number,
    durationMs: number,
    silent: boolean,
  ): void {
    const base = {
      kind: 'call' as const,
      transport: this.device.platform === 'android' ? ('android' as const) : ('ios' as const),
      protocol: call.protocol,
      id: call.callbackId,
      method: call.method,
      params: call.params,
      at,
      durationMs,
    };
    if (outcome.kind === 'answer')
      this.log.append({ ...base, result: outcome.value, progress: [...outcome.progress] });
    else if (outcome.kind === 'error')
      this.log.append({
        ...base,
        error: { code: 'FAILED', message: outcome.message },
        ...(silent ? { unanswered: true } : {}),
      });
    else if (outcome.kind === 'unknown')
      this.log.append({
        ...base,
        error: { code: 'UNKNOWN_METHOD', message: `原生端没有「${call.method}」的处理` },
        ...(silent ? { unanswered: true } : {}),
      });
    else this.log.append({ ...base, unanswered: true });
  }
}
