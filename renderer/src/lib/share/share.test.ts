import { describe, expect, it, vi } from 'vitest';
import { BridgeError } from '@/lib/bridge/bridge-error';
import { buildShareUrl } from './share-url';
import { sharePayload, type ShareEnv } from './share';

const origin = 'https://m.example.com';
const payload = {
  sharePath: `${origin}/app/article/share/9`,
  shareTitle: '增值税新政',
  shareSubtitle: '要点解读',
};

function env(overrides: Partial<ShareEnv> = {}) {
  return {
    inApp: false,
    mobile: true,
    nativeShare: vi.fn(async () => ({ channel: 'wechat' })),
    webShare: vi.fn(async () => undefined),
    copy: vi.fn(async () => undefined),
    toast: vi.fn(),
    success: vi.fn(),
    ...overrides,
  } satisfies ShareEnv;
}

describe('buildShareUrl: sharePath + params + query', () => {
  it('uses the route sharePath with the params as segments and the query', () => {
    const route = { fullPath: '/article/detail/:id', sharePath: '/article/share' };
    expect(
      buildShareUrl(
        origin,
        route,
        { id: '9' },
        { pathname: '/article/detail/9', search: '?from=app' },
      ),
    ).toBe('https://m.example.com/app/article/share/9?from=app');
  });
  it('shares the page itself when the route has no sharePath', () => {
    expect(
      buildShareUrl(
        origin,
        { fullPath: '/news/monthly' },
        {},
        { pathname: '/news/monthly', search: '?m=3' },
      ),
    ).toBe('https://m.example.com/app/news/monthly?m=3');
  });
});

describe('sharePayload', () => {
  it('goes through the native share sheet in the app', async () => {
    const e = env({ inApp: true });
    await sharePayload(payload, e);
    expect(e.nativeShare).toHaveBeenCalledWith(payload);
    expect(e.webShare).not.toHaveBeenCalled();
  });
  it('says nothing when the user closes the native sheet', async () => {
    const e = env({
      inApp: true,
      nativeShare: vi.fn(async () => Promise.reject(new BridgeError('CANCELLED', '取消'))),
    });
    await sharePayload(payload, e);
    expect(e.toast).not.toHaveBeenCalled();
  });
  it('uses Web Share in a phone browser', async () => {
    const e = env();
    await sharePayload(payload, e);
    expect(e.webShare).toHaveBeenCalledWith({
      title: '增值税新政',
      text: '要点解读',
      url: payload.sharePath,
    });
    expect(e.copy).not.toHaveBeenCalled();
  });
  it('copies the link and toasts 链接已复制 without Web Share', async () => {
    const e = env({ webShare: undefined });
    await sharePayload(payload, e);
    expect(e.copy).toHaveBeenCalledWith(payload.sharePath);
    expect(e.success).toHaveBeenCalledWith('链接已复制');
  });
  it('copies on a desktop even when Web Share exists', async () => {
    const e = env({ mobile: false });
    await sharePayload(payload, e);
    expect(e.webShare).not.toHaveBeenCalled();
    expect(e.success).toHaveBeenCalledWith('链接已复制');
  });
});
