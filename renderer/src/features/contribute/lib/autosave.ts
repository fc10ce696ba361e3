/**
 * Autosave for the article editor. Every change is kept on the phone after a short pause
 * (`localDelayMs`) and sent to the server after a longer one (`serverDelayMs`); a writer who never
 * pauses still gets both, at the latest `localMaxWaitMs` and `serverMaxWaitMs` after the first
 * change not yet kept (typing on for minutes must not leave it all unsaved). Server saves run
 * one at a time, always with the latest value (changes made while one is in flight are sent right
 * after it); a failed save is retried after `retryMs`; a conflict stops server saves until the
 * writer decides (the local copy goes on being kept).
 */
export type ServerSaveResult = 'saved' | 'not-ready' | 'failed' | 'conflict';

export type AutosaveState = {
  /** A change not yet on the server (what leaving would lose without the local copy). */
  unsynced: boolean;
  saving: boolean;
  /** The phone refused to keep the copy (storage full or disabled). */
  localFailed: boolean;
  /** The last server save result, null before the first. */
  server: ServerSaveResult | null;
  /** When the server last kept the work (ms). */
  serverSavedAt: number | null;
};

export type AutosaveOptions<T> = {
  localDelayMs: number;
  serverDelayMs: number;
  /** The longest a change waits for the phone copy, however the typing goes on (default: no limit). */
  localMaxWaitMs?: number;
  /** The longest a change waits for the server, however the typing goes on (default: no limit). */
  serverMaxWaitMs?: number;
  retryMs: number;
  saveLocal: (value: T) => boolean;
  saveServer: (value: T) => Promise<ServerSaveResult>;
  now: () => number;
  onState: (state: AutosaveState) => void;
};

export type Autosave<T> = {
  change: (value: T) => void;
  /** Keeps the latest value on the phone at once (the page is being hidden or left). */
  flushLocal: () => void;
  /** Sends the latest value to the server now and answers when it (and any save before it) is done. */
  saveNow: () => Promise<ServerSaveResult | null>;
  /** Stops server saves (submitting, or after a conflict the writer resolved elsewhere). */
  pause: () => void;
  resume: () => void;
  /** The work was saved by other means (a submit): nothing is pending any more. */
  markSynced: (at: number) => void;
  state: () => AutosaveState;
  dispose: () => void;
};

export function createAutosave<T>(options: AutosaveOptions<T>): Autosave<T> {
  const {
    localDelayMs,
    serverDelayMs,
    retryMs,
    saveLocal,
    saveServer,
    now,
    onState,
    localMaxWaitMs,
    serverMaxWaitMs,
  } = options;
  let latest: { value: T } | null = null;
  let localDirty = false;
  let localTimer: ReturnType<typeof setTimeout> | undefined;
  let serverTimer: ReturnType<typeof setTimeout> | undefined;
  // Started by the first change not yet kept; debounced timers above cannot starve them.
  let localMaxTimer: ReturnType<typeof setTimeout> | undefined;
  let serverMaxTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<ServerSaveResult> | null = null;
  let again = false;
  let paused = false;
  let disposed = false;
  let state: AutosaveState = {
    unsynced: false,
    saving: false,
    localFailed: false,
    server: null,
    serverSavedAt: null,
  };
  // Which change the server has: a save answers for the value it sent, not for later typing.
  let changeCount = 0;
  let syncedCount = 0;

  const set = (patch: Partial<AutosaveState>) => {
    state = { ...state, ...patch };
    if (!disposed) onState(state);
  };

  const flushLocal = () => {
    clearTimeout(localTimer);
    localTimer = undefined;
    clearTimeout(localMaxTimer);
    localMaxTimer = undefined;
    if (!localDirty || !latest) return;
    localDirty = false;
    const ok = saveLocal(latest.value);
    if (ok === state.localFailed) set({ localFailed: !ok });
  };

  const schedule = (ms: number) => {
    clearTimeout(serverTimer);
    serverTimer = setTimeout(() => void runServer(), ms);
  };

  const runServer = async (): Promise<ServerSaveResult | null> => {
    clearTimeout(serverTimer);
    serverTimer = undefined;
    clearTimeout(serverMaxTimer);
    serverMaxTimer = undefined;
    if (inFlight) {
      again = true;
      return inFlight;
    }
    if (!latest || paused || disposed || syncedCount === changeCount || state.server === 'conflict')
      return null;
    const sent = changeCount;
    const value = latest.value;
    set({ saving: true });
    inFlight = saveServer(value).catch((): ServerSaveResult => 'failed');
    const result = await inFlight;
    inFlight = null;
    if (result === 'saved') syncedCount = sent;
    set({
      saving: false,
      server: result,
      unsynced: syncedCount !== changeCount,
      ...(result === 'saved' ? { serverSavedAt: now() } : {}),
    });
    if (again) {
      again = false;
      return runServer();
    }
    if (result === 'failed') schedule(retryMs);
    return result;
  };

  return {
    change(value) {
      // A change after dispose means the page is back (React remounts effects in development).
      disposed = false;
      latest = { value };
      changeCount += 1;
      localDirty = true;
      if (!state.unsynced) set({ unsynced: true });
      clearTimeout(localTimer);
      localTimer = setTimeout(flushLocal, localDelayMs);
      if (localMaxWaitMs !== undefined && localMaxTimer === undefined)
        localMaxTimer = setTimeout(flushLocal, localMaxWaitMs);
      if (!paused && state.server !== 'conflict') {
        schedule(serverDelayMs);
        if (serverMaxWaitMs !== undefined && serverMaxTimer === undefined)
          serverMaxTimer = setTimeout(() => void runServer(), serverMaxWaitMs);
      }
    },
    flushLocal,
    async saveNow() {
      flushLocal();
      if (inFlight) await inFlight;
      return runServer();
    },
    pause() {
      paused = true;
      clearTimeout(serverTimer);
      clearTimeout(serverMaxTimer);
      serverMaxTimer = undefined;
    },
    resume() {
      paused = false;
      if (syncedCount !== changeCount && state.server !== 'conflict') schedule(serverDelayMs);
    },
    markSynced(at) {
      syncedCount = changeCount;
      clearTimeout(serverTimer);
      clearTimeout(serverMaxTimer);
      serverMaxTimer = undefined;
      set({ unsynced: false, server: 'saved', serverSavedAt: at });
    },
    state: () => state,
    dispose() {
      flushLocal();
      clearTimeout(serverTimer);
      clearTimeout(serverMaxTimer);
      serverMaxTimer = undefined;
      disposed = true;
    },
  };
}
