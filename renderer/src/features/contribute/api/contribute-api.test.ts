import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const callEndpoint = vi.fn();
vi.mock('@/lib/api/call-endpoint', () => ({
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

const { useSessionStore } = await import('@/stores/session-store');
const api = await import('./contribute-api');

describe('/delivery first screen requested with the page code', () => {
  beforeEach(() => {
    callEndpoint.mockReset();
    callEndpoint.mockImplementation((endpoint: { path: string }) =>
      Promise.resolve({ from: endpoint.path, n: callEndpoint.mock.calls.length }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    useSessionStore.setState({ token: null });
  });

  it('asks nothing signed out', () => {
    useSessionStore.setState({ token: null });
    api.prefetchDeliveryFirstScreen();
    expect(callEndpoint).not.toHaveBeenCalled();
  });

  it('hands the early counts and 全部 list to the page once, then asks again', async () => {
    useSessionStore.setState({ token: 't' });
    api.prefetchDeliveryFirstScreen();
    expect(callEndpoint).toHaveBeenCalledTimes(2);
    const counts = await api.fetchContributionCounts();
    const list = await api.fetchContributions(undefined);
    expect(callEndpoint).toHaveBeenCalledTimes(2);
    expect([counts, list]).toEqual([
      expect.objectContaining({ n: 1 }),
      expect.objectContaining({ n: 2 }),
    ]);
    await api.fetchContributionCounts();
    await api.fetchContributions(undefined);
    expect(callEndpoint).toHaveBeenCalledTimes(4);
  });

  it('a tab of one status, or a stale early answer, is asked afresh', async () => {
    vi.useFakeTimers();
    useSessionStore.setState({ token: 't' });
    api.prefetchDeliveryFirstScreen();
    await api.fetchContributions(1);
    expect(callEndpoint).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(10_001);
    await api.fetchContributionCounts();
    expect(callEndpoint).toHaveBeenCalledTimes(4);
  });
});
