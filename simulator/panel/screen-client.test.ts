import { describe, expect, it, vi } from 'vitest';
import { createScreenClient } from './screen-client';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createScreenClient', () => {
  it('sends input in order, one request at a time, collapsing moves that piled up', async () => {
    const bodies: unknown[] = [];
    const gates = [deferred(), deferred()];
    let call = 0;
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      await gates[call++]?.promise;
      return new Response(JSON.stringify({ ok: true, result: null }));
    });
    const client = createScreenClient('', fetchImpl as typeof fetch);
    client.input('phone-1', { type: 'touchStart', x: 1, y: 1 });
    client.input('phone-1', { type: 'touchMove', x: 2, y: 2 });
    client.input('phone-1', { type: 'touchMove', x: 3, y: 3 });
    client.input('phone-1', { type: 'touchEnd' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    gates[0]?.resolve();
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    gates[1]?.resolve();
    expect(bodies).toEqual([
      { events: [{ type: 'touchStart', x: 1, y: 1 }] },
      { events: [{ type: 'touchMove', x: 3, y: 3 }, { type: 'touchEnd' }] },
    ]);
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe('/__panel/api/screen/phone-1/input');
  });

  it('tells the host each new drawn size once, and again after a failed try', async () => {
    let fail = false;
    const fetchImpl = vi.fn(async () =>
      fail
        ? Promise.reject(new Error('down'))
        : new Response(JSON.stringify({ ok: true, result: null })),
    );
    const client = createScreenClient('', fetchImpl as typeof fetch);
    client.view('phone-1', { width: 357, height: 680 });
    client.view('phone-1', { width: 357, height: 680 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]).toMatchObject([
      '/__panel/api/screen/phone-1/view',
      { body: JSON.stringify({ width: 357, height: 680 }) },
    ]);
    fail = true;
    client.view('phone-1', { width: 714, height: 1360 });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    fail = false;
    await vi.waitFor(() => {
      client.view('phone-1', { width: 714, height: 1360 });
      expect(fetchImpl).toHaveBeenCalledTimes(3);
    });
  });

  it('tells the host when a phone leaves sight and comes back, at the same size', () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ ok: true, result: null })));
    const client = createScreenClient('', fetchImpl as typeof fetch);
    client.view('phone-1', { width: 357, height: 680, visible: true });
    client.view('phone-1', { width: 357, height: 680, visible: false });
    client.view('phone-1', { width: 357, height: 680, visible: false });
    client.view('phone-1', { width: 357, height: 680, visible: true });
    expect(
      fetchImpl.mock.calls.map((call) => (call as unknown as [string, { body: string }])[1].body),
    ).toEqual([
      JSON.stringify({ width: 357, height: 680, visible: true }),
      JSON.stringify({ width: 357, height: 680, visible: false }),
      JSON.stringify({ width: 357, height: 680, visible: true }),
    ]);
  });

  it("passes the host's Chinese refusal on for rotate and DevTools", async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ ok: false, message: '浏览器未开启远程调试端口，无法打开开发者工具' }),
          { status: 500 },
        ),
    );
    const client = createScreenClient('', fetchImpl as typeof fetch);
    await expect(client.devToolsUrl('phone-1')).rejects.toThrow('浏览器未开启远程调试端口');
    expect(client.screenshotUrl('phone-1', true)).toBe(
      '/__panel/api/screen/phone-1/shot.png?framed=1',
    );
  });
});
