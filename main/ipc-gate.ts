/**
 * The one IPC gate. Every channel main answers is registered here; nothing else calls
 * `ipcMain.handle`. A call is served only when:
 * 1. it comes from a webContents main registered (panel, phone chrome or phone content),
 * 2. that sender's role may use the channel,
 * 3. it comes from the sender's main frame, at a URL the registration trusts (a phone that
 *    navigated to a foreign origin, or an iframe inside it, loses its voice),
 * 4. its arguments parse with the channel's zod tuple.
 * Otherwise the call rejects with a Chinese message and the handler never runs.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { z } from 'zod';

export type SenderRole = 'panel' | 'chrome' | 'phone';

/** What main knows of a webContents it created. */
export type SenderRegistration = {
  role: SenderRole;
  /** The phone this chrome or phone view belongs to (absent for the panel). */
  phoneId?: string;
  /** Whether a main-frame URL belongs to this sender (its own page or the app's origin). */
  trustsUrl: (url: string) => boolean;
};

/** Who called, as established by the gate (never taken from the arguments). */
export type CallContext = {
  senderId: number;
  role: SenderRole;
  phoneId: string | undefined;
};

export type ChannelSpec<A extends z.ZodTuple> = {
  roles: readonly SenderRole[];
  args: A;
};

export class IpcRejection extends Error {
  override name = 'IpcRejection';
}

type IpcLike = Pick<IpcMain, 'handle' | 'removeHandler'>;

/** Builds a predicate that trusts URLs on one origin (http(s) origins compare exactly). */
export function sameOrigin(origin: string): (url: string) => boolean {
  return (url) => {
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  };
}

/** Builds a predicate that trusts one local page (file:// URLs have the opaque origin "null"). */
export function samePage(pageUrl: string): (url: string) => boolean {
  // Stryker disable next-line Regex: frame URLs are serialized, never hold a line break, so `$` changes nothing
  const strip = (u: string) => u.replace(/[?#].*$/, '');
  const expected = strip(pageUrl);
  return (url) => strip(url) === expected;
}

export class IpcGate {
  private readonly senders = new Map<number, SenderRegistration>();
  private readonly channels = new Set<string>();

  constructor(private readonly ipc: IpcLike) {}

  /** Trust a webContents main created. Call before it loads its page. */
  registerSender(webContentsId: number, registration: SenderRegistration): void {
    this.senders.set(webContentsId, registration);
  }

  forgetSender(webContentsId: number): void {
    this.senders.delete(webContentsId);
  }

  /** The webContents ids registered with one of these roles (e.g. to push host events). */
  sendersWithRole(roles: readonly SenderRole[]): number[] {
    return [...this.senders].filter(([, reg]) => roles.includes(reg.role)).map(([id]) => id);
  }

  /**
   * Register a channel. The handler receives the gate's {@link CallContext} and the parsed
   * arguments; its result (or rejection) is the caller's answer.
   */
  handle<A extends z.ZodTuple, R>(
    channel: string,
    spec: ChannelSpec<A>,
    handler: (ctx: CallContext, ...args: z.infer<A>) => R | Promise<R>,
  ): void {
    if (this.channels.has(channel)) throw new Error(`IPC 通道重复注册：${channel}`);
    this.channels.add(channel);
    this.ipc.handle(channel, async (event: IpcMainInvokeEvent, ...raw: unknown[]) => {
      const ctx = this.check(channel, spec, event);
      const parsed = spec.args.safeParse(raw);
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        // Stryker disable next-line OptionalChaining,StringLiteral: a failed parse always has an issue; the fallback is for the type
        throw new IpcRejection(`参数不合法（${channel}）：${first?.message ?? '格式错误'}`);
      }
      return handler(ctx, ...(parsed.data as z.infer<A>));
    });
  }

  /** Remove every channel (window teardown, tests). */
  dispose(): void {
    for (const channel of this.channels) this.ipc.removeHandler(channel);
    this.channels.clear();
    this.senders.clear();
  }

  private check(
    channel: string,
    spec: ChannelSpec<z.ZodTuple>,
    event: IpcMainInvokeEvent,
  ): CallContext {
    const senderId = event.sender.id;
    const reg = this.senders.get(senderId);
    if (!reg) throw new IpcRejection(`拒绝未知来源的调用（${channel}）`);
    if (!spec.roles.includes(reg.role)) throw new IpcRejection(`该页面无权调用 ${channel}`);
    const frame = event.senderFrame;
    // A null frame means the frame navigated or was destroyed mid-call: trust nothing.
    if (!frame || frame.parent !== null) throw new IpcRejection(`只接受主框架的调用（${channel}）`);
    if (!reg.trustsUrl(frame.url)) throw new IpcRejection(`拒绝来自非预期页面的调用（${channel}）`);
    return { senderId, role: reg.role, phoneId: reg.phoneId };
  }
}
