import { describe, expect, it } from 'vitest';
import { navigationFailureMessage } from './navigation-failure';

const ESC = String.fromCharCode(27);

describe('navigationFailureMessage', () => {
  it("turns Playwright's coloured offline error into one Chinese line that names the offline preset", () => {
    const error = new Error(
      `page.goto: net::ERR_INTERNET_DISCONNECTED at http://127.0.0.1:4800/app/home\nCall log:\n  ${ESC}[2m- navigating to "http://127.0.0.1:4800/app/home"${ESC}[22m\n`,
    );
    expect(navigationFailureMessage(error, 'offline')).toBe('网络已断开（该手机处于离线网络）');
  });

  it("reads Electron's load errors, timeouts and closed pages", () => {
    expect(
      navigationFailureMessage(
        new Error("ERR_CONNECTION_REFUSED (-102) loading 'http://127.0.0.1:1/'"),
        'wifi',
      ),
    ).toBe('连接被拒绝（服务没有启动？）');
    expect(navigationFailureMessage(new Error('page.goto: Timeout 30000ms exceeded.'), '3g')).toBe(
      '页面加载超时',
    );
    expect(
      navigationFailureMessage(
        new Error('page.goto: Target page, context or browser has been closed'),
        'wifi',
      ),
    ).toBe('手机页面已关闭，请先重新加载');
  });

  it('keeps an unknown error to its first line without escape codes', () => {
    const message = navigationFailureMessage(new Error(`${ESC}[31mboom${ESC}[39m\nstack…`), 'wifi');
    expect(message).toBe('页面没有打开：boom');
    expect(message).not.toContain(ESC);
  });
});
