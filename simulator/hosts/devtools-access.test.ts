import { describe, expect, it } from 'vitest';
import { devToolsAccess } from './devtools-access';

describe('devToolsAccess', () => {
  it('is the local debugging port, or the origin of an http DevTools endpoint', () => {
    expect(devToolsAccess({ kind: 'local', headless: true }, 9333)).toEqual({
      origin: 'http://127.0.0.1:9333',
    });
    expect(devToolsAccess({ kind: 'cdp', endpointURL: 'http://10.0.0.8:9222/' }, 9333)).toEqual({
      origin: 'http://10.0.0.8:9222',
    });
  });

  it('says in Chinese why a Playwright browser server or a ws:// endpoint has no DevTools', () => {
    const server = devToolsAccess({ kind: 'connect', wsEndpoint: 'ws://10.0.0.7:3000/' }, 9333);
    expect(server).toEqual({
      unavailable: expect.stringContaining(
        'Playwright 浏览器服务（--connect ws://10.0.0.7:3000/）里，它不开放调试端口',
      ),
    });
    expect('unavailable' in server && server.unavailable).toMatch(/--cdp http:\/\/主机:端口/);
    const grid = devToolsAccess(
      { kind: 'cdp', endpointURL: 'ws://grid:4444/session/1/se/cdp' },
      9333,
    );
    expect(grid).toEqual({
      unavailable: expect.stringContaining(
        'WebSocket 地址连接的（--cdp ws://grid:4444/session/1/se/cdp）',
      ),
    });
  });
});
