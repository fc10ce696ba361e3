import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useRequest } from './use-request';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRequest', () => {
  it("loads, and never shows the previous id's data for a new id", async () => {
    const calls: Record<string, ReturnType<typeof deferred<string>>> = {
      a: deferred(),
      b: deferred(),
    };
    const { result, rerender } = renderHook(({ id }) => useRequest(() => calls[id]!.promise, id), {
      initialProps: { id: 'a' },
    });
    expect(result.current.loading).toBe(true);
    await act(async () => calls.a!.resolve('A'));
    expect(result.current.data).toBe('A');

    rerender({ id: 'b' });
    expect(result.current.data).toBeUndefined();
    expect(result.current.loading).toBe(true);
    await act(async () => calls.b!.resolve('B'));
    expect(result.current.data).toBe('B');
  });

  it('drops a late answer for an id the page already left', async () => {
    const calls: Record<string, ReturnType<typeof deferred<string>>> = {
      a: deferred(),
      b: deferred(),
    };
    const { result, rerender } = renderHook(({ id }) => useRequest(() => calls[id]!.promise, id), {
      initialProps: { id: 'a' },
    });
    rerender({ id: 'b' });
    await act(async () => calls.a!.resolve('A'));
    expect(result.current.data).toBeUndefined();
    await act(async () => calls.b!.resolve('B'));
    expect(result.current.data).toBe('B');
  });

  it('reports an error and loads again on reload', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useRequest(() => (fail ? Promise.reject(new Error('x')) : Promise.resolve('ok')), 'k'),
    );
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(result.current.error).toBeNull();
  });
});
