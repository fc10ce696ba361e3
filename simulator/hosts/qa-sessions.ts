/**
 * What QA's sessions add to the panel host: recordings (one per phone) and 同步操作 (the mirror).
 * The host tells it what happened outside the pages (the address field, sheet answers, the mock
 * API's scenario controls); recordings note it, followers of the mirror do the same.
 */
import { join } from 'node:path';
import type {
  LoginSheetAnswer,
  PaymentSheetAnswer,
  ShareSheetAnswer,
  SimRequest,
} from '../host-contract';
import type { MirrorCommand, MirrorStatus } from '../host-contract/mirror';
import type {
  RecordCommand,
  RecordingResult,
  RecordingStatus,
  ReplayCommand,
  ReplayResult,
} from '../host-contract/recording';
import { replayRecording } from './panel-replay';
import { HostMirror } from '../recorder/host-mirror';
import { HostRecordings, type HostRecordingsOptions } from '../recorder/host-recordings';
import { scenarioCallOf } from '../recorder/scenario-call';
import type { RecordedSheetAnswer } from '../recorder/types';
import type { HostPhone } from './host-adapter';
import {
  recordedLoginAnswer,
  recordedPaymentAnswer,
  recordedShareAnswer,
  recordingStart,
} from './panel-recording';

/** Where recordings are written (default: `recordings` beside the screenshots) and how they import. */
export type RecordingsOptions = Omit<HostRecordingsOptions, 'changed' | 'dir'> & { dir?: string };

/** How long a follower's sheet may take to open after its source's did. */
const SHEET_FOLLOW_MS = 5_000;
const SHEET_POLL_MS = 100;

type SheetKind = 'login' | 'share' | 'payment';

export type QaSessionsOptions<P extends HostPhone> = {
  phones: () => [string, P][];
  phone: (phoneId: string) => P;
  appOrigin: string;
  screenshotsDir: string;
  recordings: RecordingsOptions;
  changed: () => void;
  /** Opens `url` on a follower as the address field would. */
  load: (phoneId: string, url: string) => Promise<void>;
};

export class QaSessions<P extends HostPhone> {
  private readonly recordings: HostRecordings;
  private readonly mirror: HostMirror;

  constructor(private readonly options: QaSessionsOptions<P>) {
    this.recordings = new HostRecordings({
      dir: join(options.screenshotsDir, '..', 'recordings'),
      ...options.recordings,
      changed: options.changed,
    });
    this.mirror = new HostMirror(
      () => options.phones().map(([id, phone]) => ({ id, recorder: phone.recorder?.() ?? null })),
      options.changed,
    );
  }

  get mirroring(): boolean {
    return this.mirror.on;
  }

  status(phoneId: string): { recording: RecordingStatus | null; mirror: MirrorStatus | null } {
    return { recording: this.recordings.status(phoneId), mirror: this.mirror.status(phoneId) };
  }

  async phoneOpened(phoneId: string): Promise<void> {
    await this.mirror.refresh({ id: phoneId, recorder: this.recorderOf(phoneId) });
  }

  /** A device or mode switch makes another page (and context): recordings cannot follow it. */
  assertCanSwitch(phoneId: string): void {
    if (this.recordings.status(phoneId)) throw new Error('录制中不能换设备或模式，请先停止录制');
  }

  async phoneSwitched(phoneId: string): Promise<void> {
    await this.phoneOpened(phoneId);
  }

  async phoneClosing(phoneId: string): Promise<void> {
    if (this.recordings.status(phoneId)) await this.recordings.stop(phoneId);
    await this.mirror.forget(phoneId);
  }

  afterNavigate(phoneId: string, url: string): void {
    const { pathname, search, origin } = new URL(url);
    if (origin === this.options.appOrigin)
      this.recordings.note(phoneId, { type: 'navigate', path: `${pathname}${search}` });
    for (const id of this.mirror.followersOf(phoneId)) {
      this.mirror.quiet(id);
      void this.options.load(id, url).catch(() => this.mirror.markLost(id, '打不开这个地址'));
    }
  }

  afterLoginSheet(phoneId: string, answer: LoginSheetAnswer, defaultPhone: string): void {
    this.recordings.note(phoneId, {
      type: 'sheet',
      answer: recordedLoginAnswer(answer, defaultPhone),
    });
    this.followSheet(phoneId, 'login', (p) => p.native()?.answerLoginSheet(answer));
  }

  afterShareSheet(phoneId: string, answer: ShareSheetAnswer): void {
    this.note(phoneId, recordedShareAnswer(answer));
    this.followSheet(phoneId, 'share', (p) => p.native()?.answerShareSheet(answer));
  }

  afterPaymentSheet(phoneId: string, answer: PaymentSheetAnswer): void {
    this.note(phoneId, recordedPaymentAnswer(answer));
    this.followSheet(phoneId, 'payment', (p) => p.payments?.()?.answer(answer));
  }

  /** A scenario control changed the mock API for every phone: each recording notes it. */
  afterSimRequest(request: SimRequest, status: number): void {
    const call = status < 400 ? scenarioCallOf(request) : null;
    if (call) this.recordings.noteEverywhere({ type: 'scenario', ...call });
  }

  async record(phoneId: string, command: RecordCommand): Promise<RecordingResult | null> {
    switch (command.action) {
      case 'start': {
        const recorder = this.recorderOf(phoneId);
        if (!recorder) throw new Error('这个模拟器还不能录制，请用 Chromium 模拟器（npm run sim）');
        const start = recordingStart(this.options.phone(phoneId), this.options.appOrigin);
        await this.recordings.start(phoneId, start, recorder);
        return null;
      }
      case 'pickAssertion':
        await this.recordings.pickAssertion(phoneId);
        return null;
      case 'assertBridgeCall':
        this.recordings.note(phoneId, { type: 'bridgeCall', method: command.method });
        return null;
      case 'stop':
        return this.recordings.stop(phoneId);
    }
  }

  /** Replays a recording this host wrote on other phones (any other file is refused). */
  replay(command: ReplayCommand): Promise<ReplayResult[]> {
    return replayRecording(this.recordings.dir, command);
  }

  mirrorCommand(command: MirrorCommand): Promise<void> {
    return this.mirror.command(command);
  }

  /** Writes what is still recording (the simulator is closing). */
  stopRecordings(): Promise<RecordingResult[]> {
    return this.recordings.stopAll();
  }

  private note(phoneId: string, answer: RecordedSheetAnswer): void {
    this.recordings.note(phoneId, { type: 'sheet', answer });
  }

  private recorderOf(phoneId: string) {
    return this.options.phone(phoneId).recorder?.() ?? null;
  }

  /** Each follower answers its own sheet of that kind the same way, once it has opened. */
  private followSheet(sourceId: string, kind: SheetKind, answer: (phone: P) => void): void {
    for (const id of this.mirror.followersOf(sourceId)) {
      const phone = this.options.phone(id);
      const open = () =>
        (kind === 'payment' ? phone.payments?.()?.sheet() : phone.native()?.sheet())?.kind === kind;
      void waitFor(open, SHEET_FOLLOW_MS).then((opened) => {
        if (!opened) return this.mirror.markLost(id, '没有弹出同样的原生面板');
        try {
          answer(phone);
        } catch {
          this.mirror.markLost(id, '没能回答原生面板');
        }
      });
    }
  }
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, SHEET_POLL_MS));
  }
  return true;
}
