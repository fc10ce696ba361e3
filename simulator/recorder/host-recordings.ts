/**
 * The recordings of a simulator host, one per phone at most: the page's actions come from the
 * phone's recorder, and the host adds what happened outside the page (the address field, native
 * sheet answers, the mock API's scenario controls, assertions on the bridge log). Stopping writes
 * the spec to the recordings folder, or to the file the CLI's `--record` named.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { RecordingResult, RecordingStatus } from '../host-contract/recording';
import type { GenerateOptions } from './generate-spec';
import { Recording } from './recording';
import type { PageAction, RecordedEvent, RecordingStart } from './types';

/** What a phone gives a recording and the mirror: its page's actions, and doing one there. */
export type PhoneRecorder = {
  /** Reports the page's actions to `listener` until the returned function is called. */
  watch(listener: (action: PageAction) => void): Promise<() => Promise<void>>;
  pickAssertion(): Promise<void>;
  /** Does an action seen on another phone. @throws Error when its element is not on this page. */
  perform(action: PageAction): Promise<void>;
};

export type HostRecordingsOptions = {
  /** Where stopped recordings go, as `<time>-<device>-<mode>.spec.ts`. */
  dir: string;
  /** The CLI's `--record out.spec.ts`: the first recording stopped is written there. */
  firstFile?: string;
  /** The testing entry's import in the written spec (default: the package's `tax-h5/testing`). */
  testingImport?: GenerateOptions['testingImport'];
  /** Something changed that a phone's card shows. */
  changed(): void;
};

export class HostRecordings {
  private readonly active = new Map<
    string,
    { recording: Recording; recorder: PhoneRecorder; unwatch: () => Promise<void> }
  >();
  private firstFile: string | undefined;

  constructor(private readonly options: HostRecordingsOptions) {
    this.firstFile = options.firstFile;
  }

  /** Where stopped recordings are written. */
  get dir(): string {
    return resolve(this.options.dir);
  }

  status(phoneId: string): RecordingStatus | null {
    const entry = this.active.get(phoneId);
    return entry
      ? { state: entry.recording.picking ? 'pick' : 'on', steps: entry.recording.steps }
      : null;
  }

  async start(phoneId: string, start: RecordingStart, recorder: PhoneRecorder): Promise<void> {
    if (this.active.has(phoneId)) throw new Error('这台手机已在录制');
    const recording = new Recording(start);
    const unwatch = await recorder.watch((action) => {
      if (action.type === 'assert') recording.picking = false;
      recording.add({ type: 'page', action });
      this.options.changed();
    });
    this.active.set(phoneId, { recording, recorder, unwatch });
    this.options.changed();
  }

  async pickAssertion(phoneId: string): Promise<void> {
    const entry = this.entry(phoneId);
    await entry.recorder.pickAssertion();
    entry.recording.picking = true;
    this.options.changed();
  }

  /** Something outside the page happened on this phone. */
  note(phoneId: string, event: RecordedEvent): void {
    const entry = this.active.get(phoneId);
    if (!entry) return;
    entry.recording.add(event);
    this.options.changed();
  }

  /** The mock API changed for every phone: each recording notes it. */
  noteEverywhere(event: RecordedEvent): void {
    for (const phoneId of this.active.keys()) this.note(phoneId, event);
  }

  async stop(phoneId: string): Promise<RecordingResult> {
    const { recording, unwatch } = this.entry(phoneId);
    this.active.delete(phoneId);
    await unwatch().catch(() => undefined);
    const file = resolve(this.firstFile ?? join(this.options.dir, fileName(recording.start)));
    this.firstFile = undefined;
    const spec = await recording.toSpec({
      testingImport: this.importFor(file),
    });
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, spec);
    this.options.changed();
    return { file, spec, steps: recording.steps };
  }

  /** A phone closed: its recording is written as it stands. */
  async stopAll(): Promise<RecordingResult[]> {
    const results: RecordingResult[] = [];
    for (const phoneId of [...this.active.keys()]) results.push(await this.stop(phoneId));
    return results;
  }

  private importFor(file: string): string | undefined {
    const { testingImport } = this.options;
    if (!testingImport || !testingImport.startsWith('/')) return testingImport;
    // An absolute path to the entry becomes a relative import from the spec's folder.
    const path = relative(dirname(file), testingImport).replace(/\.ts$/, '');
    return path.startsWith('.') ? path : `./${path}`;
  }

  private entry(phoneId: string) {
    const entry = this.active.get(phoneId);
    if (!entry) throw new Error('这台手机没有在录制');
    return entry;
  }
}

function fileName(start: RecordingStart): string {
  const time = start.startedAt.replace(/[^\d]/g, '').slice(0, 12);
  return `${time}-${start.device}-${start.mode}.spec.ts`;
}
