import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchReconnect } from './reconnect';

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('watchReconnect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at once when the browser is back online, and calls back once when the server answers', async () => {
    const events = new EventTarget();
    const probe = vi.fn(async () => undefined);
    const onBack = vi.fn();
    watchReconnect(probe, onBack, 10_000, events);
    events.dispatchEvent(new Event('online'));
    await settle();
    expect(probe).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
    // Watching is over: neither another event nor the timer asks again.
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('asks again every retryMs while the server does not answer (no event comes when only the server is out of reach)', async () => {
    const probe = vi
      .fn()
      .mockRejectedValueOnce(new Error('网络异常'))
      .mockRejectedValueOnce(new Error('网络异常'))
      .mockResolvedValue(undefined);
    const onBack = vi.fn();
    watchReconnect(probe, onBack, 10_000, new EventTarget());
    await vi.advanceTimersByTimeAsync(9_999);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_001);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(onBack).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('asks one question at a time, and never calls back once stopped', async () => {
    const events = new EventTarget();
    let answer: () => void = () => undefined;
    const probe = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const onBack = vi.fn();
    const stop = watchReconnect(probe, onBack, 10_000, events);
    events.dispatchEvent(new Event('online'));
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(1);
    stop();
    answer();
    await settle();
    expect(onBack).not.toHaveBeenCalled();
  });
});
