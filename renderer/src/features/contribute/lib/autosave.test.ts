import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosave, type AutosaveState, type ServerSaveResult } from './autosave';

function setup(
  results: ServerSaveResult[] = [],
  maxWait: { localMaxWaitMs?: number; serverMaxWaitMs?: number } = {},
) {
  const local: string[] = [];
  const sent: string[] = [];
  const states: AutosaveState[] = [];
  const pending: ((r: ServerSaveResult) => void)[] = [];
  let manual = false;
  const autosave = createAutosave<string>({
    localDelayMs: 500,
    serverDelayMs: 3000,
    ...maxWait,
    retryMs: 10_000,
    now: () => 42,
    saveLocal: (v) => (local.push(v), true),
    saveServer: (v) => {
      sent.push(v);
      if (manual) return new Promise((resolve) => pending.push(resolve));
      return Promise.resolve(results.shift() ?? 'saved');
    },
    onState: (s) => states.push(s),
  });
  return {
    autosave,
    local,
    sent,
    states,
    pending,
    manualServer: () => (manual = true),
    last: () => states[states.length - 1],
  };
}

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('still keeps and sends the work when the writer never pauses: at the latest after the max waits', async () => {
    const { autosave, local, sent } = setup([], { localMaxWaitMs: 3000, serverMaxWaitMs: 30_000 });
    // A key every 400 ms for 35 s: neither pause (500 ms, 3 s) ever comes.
    let text = '';
    for (let t = 0; t < 35_000; t += 400) {
      text += '字';
      autosave.change(text);
      await vi.advanceTimersByTimeAsync(400);
    }
    expect(local.length).toBeGreaterThanOrEqual(10);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.length).toBe(75);
  });

  it('without max waits, continuous typing waits for a pause (the old contract)', async () => {
    const { autosave, local, sent } = setup();
    for (let t = 0; t < 10_000; t += 400) {
      autosave.change(`v${t}`);
      await vi.advanceTimersByTimeAsync(400);
    }
    expect(local).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('keeps the latest value on the phone after a pause in typing, not on every key', async () => {
    const { autosave, local } = setup();
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(300);
    autosave.change('ab');
    await vi.advanceTimersByTimeAsync(499);
    expect(local).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(local).toEqual(['ab']);
  });

  it('flushes the local copy at once when the page is hidden', () => {
    const { autosave, local } = setup();
    autosave.change('x');
    autosave.flushLocal();
    autosave.flushLocal();
    expect(local).toEqual(['x']);
  });

  it('sends the latest value to the server after the longer pause and reports the time', async () => {
    const { autosave, sent, last } = setup();
    autosave.change('a');
    expect(last()?.unsynced).toBe(true);
    autosave.change('ab');
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toEqual(['ab']);
    expect(last()).toMatchObject({
      unsynced: false,
      saving: false,
      server: 'saved',
      serverSavedAt: 42,
    });
  });

  it('never runs two server saves at once; typing during a save is sent right after it', async () => {
    const { autosave, sent, pending, manualServer, last } = setup();
    manualServer();
    autosave.change('v1');
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toEqual(['v1']);
    autosave.change('v2');
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toEqual(['v1']);
    pending.shift()?.('saved');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['v1', 'v2']);
    // The first answer is for v1: v2 is still unsynced until its own answer.
    expect(last()?.unsynced).toBe(true);
    pending.shift()?.('saved');
    await vi.advanceTimersByTimeAsync(0);
    expect(last()?.unsynced).toBe(false);
  });

  it('retries a failed save (offline) and keeps the change unsynced meanwhile', async () => {
    const { autosave, sent, last } = setup(['failed', 'saved']);
    autosave.change('offline text');
    await vi.advanceTimersByTimeAsync(3000);
    expect(last()).toMatchObject({ server: 'failed', unsynced: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual(['offline text', 'offline text']);
    expect(last()).toMatchObject({ server: 'saved', unsynced: false });
  });

  it('treats a thrown save as failed', async () => {
    const autosave = createAutosave<string>({
      localDelayMs: 1,
      serverDelayMs: 1,
      retryMs: 99_999,
      now: () => 1,
      saveLocal: () => true,
      saveServer: () => Promise.reject(new Error('x')),
      onState: () => undefined,
    });
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1);
    expect(autosave.state()).toMatchObject({ server: 'failed', unsynced: true });
  });

  it('stops sending after a conflict until the writer decides', async () => {
    const { autosave, sent, last } = setup(['conflict']);
    autosave.change('mine');
    await vi.advanceTimersByTimeAsync(3000);
    autosave.change('more');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual(['mine']);
    expect(last()).toMatchObject({ server: 'conflict', unsynced: true });
  });

  it('does not count a draft the server cannot keep yet as synced', async () => {
    const { autosave, last } = setup(['not-ready']);
    autosave.change('短');
    await vi.advanceTimersByTimeAsync(3000);
    expect(last()).toMatchObject({ server: 'not-ready', unsynced: true });
  });

  it('saves now on demand, pauses for a submit and resumes', async () => {
    const { autosave, sent } = setup();
    autosave.change('a');
    expect(await autosave.saveNow()).toBe('saved');
    expect(await autosave.saveNow()).toBeNull();
    autosave.pause();
    autosave.change('b');
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual(['a']);
    autosave.resume();
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toEqual(['a', 'b']);
  });

  it('reports a refused local copy, and a later successful one', async () => {
    let ok = false;
    const states: AutosaveState[] = [];
    const autosave = createAutosave<string>({
      localDelayMs: 10,
      serverDelayMs: 99_999,
      retryMs: 1,
      now: () => 1,
      saveLocal: () => ok,
      saveServer: () => Promise.resolve('saved'),
      onState: (s) => states.push(s),
    });
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(10);
    expect(autosave.state().localFailed).toBe(true);
    ok = true;
    autosave.change('b');
    await vi.advanceTimersByTimeAsync(10);
    expect(autosave.state().localFailed).toBe(false);
  });

  it('markSynced settles everything after a submit; dispose keeps the last local copy', async () => {
    const { autosave, sent, local, last } = setup();
    autosave.change('final');
    autosave.markSynced(99);
    expect(last()).toMatchObject({ unsynced: false, serverSavedAt: 99 });
    autosave.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([]);
    expect(local).toEqual(['final']);
  });
});
