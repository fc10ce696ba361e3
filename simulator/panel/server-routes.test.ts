import { describe, expect, it, vi } from 'vitest';
import type { HostEvent, PanelHost } from '../host-contract';
import { createHttpPanelHost } from './http-panel-host';
import { createPanelRoutes, type RequestLike, type ResponseLike } from './server-routes';

type Sent = { status: number; headers: Record<string, string>; body: string };

/** Drives the routes with an in-memory request, as node:http would. */
function request(
  routes: ReturnType<typeof createPanelRoutes>,
  init: { method: string; url: string; headers?: Record<string, string>; body?: string },
) {
  const listeners: Record<string, ((arg?: unknown) => void)[]> = {};
  const req: RequestLike = {
    method: init.method,
    url: init.url,
    headers: { host: '127.0.0.1:4800', ...init.headers },
    on: (event: string, listener: (arg?: never) => void) => {
      (listeners[event] ??= []).push(listener as (arg?: unknown) => void);
      return req;
    },
  } as unknown as RequestLike;
  const sent: Sent = { status: 0, headers: {}, body: '' };
  const res: ResponseLike = {
    writeHead: (status, headers) => Object.assign(sent, { status, headers }),
    write: (chunk) => (sent.body += chunk),
    end: (chunk) => (sent.body += chunk ?? ''),
  };
  const handled = routes(req, res);
  queueMicrotask(() => {
    if (init.body) listeners.data?.forEach((l) => l(new TextEncoder().encode(init.body)));
    listeners.end?.forEach((l) => l());
  });
  return { handled, sent, close: () => listeners.close?.forEach((l) => l()) };
}

function fakeHost() {
  const listeners = new Set<(e: HostEvent) => void>();
  const host = {
    nativeLogin: vi.fn(async (_id: string, phone: string) => ({
      phone,
      nickname: '税友',
      token: 'tk',
    })),
    navigateAll: vi.fn(async () => undefined),
    closePhone: vi.fn(async () => {
      throw new Error('没有这台手机：phone-9');
    }),
    subscribe: (l: (e: HostEvent) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return { host: host as unknown as PanelHost & typeof host, listeners };
}

/** fetch implemented on the routes: the panel's HTTP client talks to the server in memory. */
const fetchVia = (routes: ReturnType<typeof createPanelRoutes>): typeof fetch =>
  (async (input: string | URL | Request, init?: RequestInit) => {
    const { handled, sent } = request(routes, {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body: typeof init?.body === 'string' ? init.body : '',
    });
    await handled;
    return new Response(sent.body, { status: sent.status, headers: sent.headers });
  }) as typeof fetch;

describe('panel HTTP routes and their client', () => {
  it('passes a good call through to the host and returns its result', async () => {
    const { host } = fakeHost();
    const client = createHttpPanelHost('', fetchVia(createPanelRoutes(host)));
    await expect(client.nativeLogin('phone-1', '13800138000')).resolves.toEqual({
      phone: '13800138000',
      nickname: '税友',
      token: 'tk',
    });
    expect(host.nativeLogin).toHaveBeenCalledWith('phone-1', '13800138000');
  });

  it('rejects bad arguments with the schema message, without calling the host', async () => {
    const { host } = fakeHost();
    const client = createHttpPanelHost('', fetchVia(createPanelRoutes(host)));
    await expect(client.nativeLogin('phone-1', '1234')).rejects.toThrow('请输入正确手机号');
    expect(host.nativeLogin).not.toHaveBeenCalled();
  });

  it("shows the host's own refusal", async () => {
    const { host } = fakeHost();
    const client = createHttpPanelHost('', fetchVia(createPanelRoutes(host)));
    await expect(client.closePhone('phone-9')).rejects.toThrow('没有这台手机：phone-9');
  });

  it('refuses cross-site calls and non-JSON posts', async () => {
    const { host } = fakeHost();
    const routes = createPanelRoutes(host);
    const body = JSON.stringify({ args: ['/app/home'] });
    const foreign = request(routes, {
      method: 'POST',
      url: '/__panel/api/call/navigateAll',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body,
    });
    await foreign.handled;
    expect(foreign.sent.status).toBe(403);
    const form = request(routes, {
      method: 'POST',
      url: '/__panel/api/call/navigateAll',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    await form.handled;
    expect(form.sent.status).toBe(403);
    expect(host.navigateAll).not.toHaveBeenCalled();
  });

  it('leaves other paths to the static server and 404s unknown calls', async () => {
    const { host } = fakeHost();
    const routes = createPanelRoutes(host);
    await expect(request(routes, { method: 'GET', url: '/app/home' }).handled).resolves.toBe(false);
    const unknown = request(routes, {
      method: 'POST',
      url: '/__panel/api/call/subscribe',
      headers: { 'content-type': 'application/json' },
    });
    await expect(unknown.handled).resolves.toBe(true);
    expect(unknown.sent.status).toBe(404);
  });

  it('streams host events until the page goes away', async () => {
    const { host, listeners } = fakeHost();
    const stream = request(createPanelRoutes(host), { method: 'GET', url: '/__panel/api/events' });
    await stream.handled;
    listeners.forEach((l) => l({ type: 'bridge-log', phoneId: 'phone-1' }));
    expect(stream.sent.headers['content-type']).toContain('text/event-stream');
    expect(stream.sent.body).toContain('data: {"type":"bridge-log","phoneId":"phone-1"}\n\n');
    stream.close();
    expect(listeners.size).toBe(0);
  });
});
