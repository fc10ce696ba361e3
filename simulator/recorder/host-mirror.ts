/**
 * 同步操作: what QA does on one phone is done on every other phone that takes part, by element
 * (found there as a recorded spec finds it) and scrolls by how far down their container they go.
 * A phone where the element is missing is marked and left out until QA brings it back; QA can
 * also take a phone out. Actions a phone makes because it follows are not sent on again.
 */
import type { MirrorCommand, MirrorStatus } from '../host-contract/mirror';
import type { PhoneRecorder } from './host-recordings';
import { describeTarget } from './perform-action';
import type { PageAction } from './types';

export type MirrorPhone = { id: string; recorder: PhoneRecorder | null };

/** How long a phone's own reports are ignored after it was made to follow (its scroll settles in 300 ms). */
const FOLLOW_ECHO_MS = 1_000;

export class HostMirror {
  private active = false;
  private readonly watching = new Map<
    string,
    { recorder: PhoneRecorder; unwatch: () => Promise<void> }
  >();
  private readonly sittingOut = new Set<string>();
  private readonly lost = new Map<string, string>();
  private readonly quietUntil = new Map<string, number>();

  constructor(
    private readonly phones: () => MirrorPhone[],
    private readonly changed: () => void,
  ) {}

  get on(): boolean {
    return this.active;
  }

  status(phoneId: string): MirrorStatus | null {
    if (!this.active) return null;
    return { included: !this.sittingOut.has(phoneId), lost: this.lost.get(phoneId) ?? null };
  }

  async command(command: MirrorCommand): Promise<void> {
    switch (command.action) {
      case 'on':
        if (!this.phones().some((p) => p.recorder))
          throw new Error('这个模拟器还不能同步操作，请用 Chromium 模拟器（npm run sim）');
        this.active = true;
        for (const phone of this.phones()) await this.follow(phone);
        break;
      case 'off':
        this.active = false;
        for (const phoneId of [...this.watching.keys()]) await this.forget(phoneId);
        this.lost.clear();
        break;
      case 'include':
        if (command.include) {
          this.sittingOut.delete(command.phoneId);
          this.lost.delete(command.phoneId);
        } else this.sittingOut.add(command.phoneId);
        break;
    }
    this.changed();
  }

  /** A phone opened, or its page was replaced (another device or mode): it follows from now on. */
  async refresh(phone: MirrorPhone): Promise<void> {
    await this.forget(phone.id);
    if (this.active) await this.follow(phone);
  }

  async forget(phoneId: string): Promise<void> {
    const watched = this.watching.get(phoneId);
    this.watching.delete(phoneId);
    await watched?.unwatch().catch(() => undefined);
  }

  /** The phones other than `sourceId` that follow it now. */
  followersOf(sourceId: string): string[] {
    if (!this.active || !this.takesPart(sourceId)) return [];
    return [...this.watching.keys()].filter((id) => id !== sourceId && this.takesPart(id));
  }

  /** A follower could not do what its source did: it sits out until QA brings it back. */
  markLost(phoneId: string, reason: string): void {
    this.lost.set(phoneId, reason);
    this.changed();
  }

  /** Keeps a follower's own reports of what it was made to do from going round again. */
  quiet(phoneId: string): void {
    this.quietUntil.set(phoneId, Date.now() + FOLLOW_ECHO_MS);
  }

  private takesPart(phoneId: string): boolean {
    return !this.sittingOut.has(phoneId) && !this.lost.has(phoneId);
  }

  private async follow(phone: MirrorPhone): Promise<void> {
    if (!phone.recorder || this.watching.has(phone.id)) return;
    const { recorder } = phone;
    const unwatch = await recorder.watch((action) => void this.repeat(phone.id, action));
    this.watching.set(phone.id, { recorder, unwatch });
  }

  private async repeat(sourceId: string, action: PageAction): Promise<void> {
    if ((this.quietUntil.get(sourceId) ?? 0) > Date.now() || action.type === 'assert') return;
    await Promise.all(
      this.followersOf(sourceId).map(async (id) => {
        const follower = this.watching.get(id);
        if (!follower) return;
        this.quiet(id);
        try {
          await follower.recorder.perform(action);
        } catch {
          this.markLost(
            id,
            `找不到${'target' in action && action.target ? describeTarget(action.target) : '要操作的元素'}`,
          );
        } finally {
          this.quiet(id);
        }
      }),
    );
  }
}
