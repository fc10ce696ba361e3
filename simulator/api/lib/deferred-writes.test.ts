import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeferredWrites, FLUSH_AFTER_MS } from './deferred-writes';

describe('createDeferredWrites', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('flushes once per batch, at most FLUSH_AFTER_MS after it started', () => {
    const writes = createDeferredWrites(() => undefined);
    const flush = vi.fn();
    writes.register('/a', flush);
    writes.schedule();
    vi.advanceTimersByTime(FLUSH_AFTER_MS / 2);
    writes.schedule();
    vi.advanceTimersByTime(FLUSH_AFTER_MS / 2);
    expect(flush).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FLUSH_AFTER_MS * 3);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it("before a request flushes every writer but the route's own, and nothing when nothing waits", () => {
    const writes = createDeferredWrites(() => undefined);
    const a = vi.fn();
    const b = vi.fn();
    writes.register('/a', a);
    writes.register('/b', b);
    writes.beforeRequest('/c');
    expect(a).not.toHaveBeenCalled();
    writes.schedule();
    writes.beforeRequest('/a');
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([0, 1]);
    writes.beforeRequest('/c');
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 2]);
    // Settled by a full flush: the timer has nothing left to do.
    vi.advanceTimersByTime(FLUSH_AFTER_MS);
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('reports a failed timed flush and tries again', () => {
    const errors: unknown[] = [];
    const writes = createDeferredWrites((error) => errors.push(error));
    const flush = vi.fn().mockImplementationOnce(() => {
      throw new Error('database is locked');
    });
    writes.register('/a', flush);
    writes.schedule();
    vi.advanceTimersByTime(FLUSH_AFTER_MS);
    expect(errors).toHaveLength(1);
    vi.advanceTimersByTime(FLUSH_AFTER_MS);
    expect(flush).toHaveBeenCalledTimes(2);
    writes.close();
    expect(flush).toHaveBeenCalledTimes(3);
  });
});
