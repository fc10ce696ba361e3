/**
 * The Electron driver of the phone's system on a fake webContents (main/fake-electron.ts): the
 * DevTools protocol commands it sends for each request, the file chooser, history and permissions.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { WebContents } from 'electron';
import { FakeWebContents, fakeElectron, sessions } from './fake-electron';
import { electronSystemDriver } from './electron-system-driver';
import { runTouchSteps, longPressSteps } from '../simulator/hosts/shell/touch-gestures';

const tempRoot = mkdtempSync(join(tmpdir(), 'sim-driver-'));
afterAll(() => rmSync(tempRoot, { recursive: true, force: true }));

function setup() {
  const wc = new FakeWebContents();
  const partition = `persist:driver-${wc.id}`;
  const session = fakeElectron.session.fromPartition(partition);
  let closed = false;
  const close = vi.fn(async () => void (closed = true));
  const driver = electronSystemDriver({
    webContents: wc as unknown as WebContents,
    session: session as never,
    closed: () => closed,
    close,
    viewport: () => ({ width: 393, height: 659 }),
    defaultLanguage: 'zh-CN',
    tempDir: tempRoot,
  });
  const sent = (method: string) =>
    wc.commands.filter((c) => c.method === method).map((c) => c.params);
  return { wc, driver, session: sessions.get(partition)!, close, sent };
}

describe('Electron system driver', () => {
  it('adds scripts for new documents with the Page domain on', async () => {
    const { wc, driver, sent } = setup();
    wc.commandResults.set('Page.addScriptToEvaluateOnNewDocument', () => ({ identifier: '1' }));
    await driver.addInitScript('window.x = 1');
    await driver.addInitScript('window.y = 2');
    expect(wc.commands.map((c) => c.method)).toEqual([
      'Page.enable',
      'Page.addScriptToEvaluateOnNewDocument',
      'Page.addScriptToEvaluateOnNewDocument',
    ]);
    expect(sent('Page.addScriptToEvaluateOnNewDocument')).toEqual([
      { source: 'window.x = 1' },
      { source: 'window.y = 2' },
    ]);
  });

  it("exposes a function: the raw binding, its wrapper on every document, and the handler's answer", async () => {
    const { wc, driver, sent } = setup();
    wc.commandResults.set('Page.addScriptToEvaluateOnNewDocument', () => ({ identifier: '1' }));
    const handler = vi.fn(async () => 'allow');
    await driver.exposeFunction('__taxSimSystem', handler);
    expect(sent('Runtime.addBinding')).toEqual([{ name: '__taxSimSystem__binding' }]);
    expect(
      String((sent('Page.addScriptToEvaluateOnNewDocument')[0] as { source?: string })?.source),
    ).toContain('"__taxSimSystem"');
    wc.emitDebugger('Runtime.bindingCalled', {
      name: '__taxSimSystem__binding',
      payload: JSON.stringify({ id: 3, request: { type: 'geolocation' } }),
      executionContextId: 12,
    });
    await vi.waitFor(() => expect(sent('Runtime.evaluate')).toHaveLength(1));
    expect(handler).toHaveBeenCalledWith({ type: 'geolocation' });
    expect(sent('Runtime.evaluate')[0]).toEqual({
      expression: 'window["__taxSimSystem__reply"](3, {"value":"allow"})',
      contextId: 12,
    });
  });

  it("sets the position over the protocol and lets only a granted origin read it through the session's handlers", async () => {
    const { driver, session, sent } = setup();
    await driver.setGeolocation({ latitude: 31.23, longitude: 121.47, accuracy: 20 });
    expect(sent('Emulation.setGeolocationOverride')).toEqual([
      { latitude: 31.23, longitude: 121.47, accuracy: 20 },
    ]);
    const app = 'http://127.0.0.1:4800';
    const request = (permission: string, url: string) =>
      new Promise<boolean>((resolve) =>
        session.permissionRequest?.(null, permission, resolve, { requestingUrl: url }),
      );
    expect(await request('geolocation', `${app}/app/home`)).toBe(false);
    expect(session.permissionCheck?.(null, 'geolocation', app)).toBe(false);
    await driver.grantGeolocation(app);
    expect(await request('geolocation', `${app}/app/home`)).toBe(true);
    expect(session.permissionCheck?.(null, 'geolocation', app)).toBe(true);
    expect(await request('geolocation', 'http://127.0.0.1:4801/')).toBe(false);
    // Other permissions keep Electron's default.
    expect(await request('notifications', `${app}/app/home`)).toBe(true);
  });

  it('intercepts the file chooser, reads its input, writes the picked files and hands them to the input', async () => {
    const { wc, driver, sent } = setup();
    wc.commandResults.set('DOM.describeNode', () => ({
      node: { attributes: ['type', 'file', 'accept', 'image/*', 'capture', ''] },
    }));
    const picks: Parameters<Parameters<typeof driver.onFileChooser>[0]>[0][] = [];
    driver.onFileChooser(async (chooser) => void picks.push(chooser));
    await vi.waitFor(() =>
      expect(sent('Page.setInterceptFileChooserDialog')).toEqual([{ enabled: true }]),
    );
    wc.emitDebugger('Page.fileChooserOpened', {
      frameId: 'f',
      mode: 'selectMultiple',
      backendNodeId: 41,
    });
    await vi.waitFor(() => expect(picks).toHaveLength(1));
    expect(sent('DOM.describeNode')).toEqual([{ backendNodeId: 41 }]);
    expect(picks[0]).toMatchObject({ accept: 'image/*', capture: true, multiple: true });

    await picks[0]!.setFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('one') },
      { name: '../../a.png', mimeType: 'image/png', buffer: Buffer.from('two') },
    ]);
    const [set] = sent('DOM.setFileInputFiles') as { files: string[]; backendNodeId: number }[];
    expect(set?.backendNodeId).toBe(41);
    expect(set?.files.map((f) => readFileSync(f, 'utf8'))).toEqual(['one', 'two']);
    // A name from QA's desktop never leaves the driver's folder.
    expect(set?.files.every((f) => f.startsWith(tempRoot) && f.endsWith('a.png'))).toBe(true);
    await driver.dispose();
    expect(set?.files.some((f) => existsSync(f))).toBe(false);
  });

  it('answers a cancelled picker with no files, and a single picker as single', async () => {
    const { wc, driver, sent } = setup();
    const picks: Parameters<Parameters<typeof driver.onFileChooser>[0]>[0][] = [];
    driver.onFileChooser(async (chooser) => void picks.push(chooser));
    wc.emitDebugger('Page.fileChooserOpened', {
      frameId: 'f',
      mode: 'selectSingle',
      backendNodeId: 5,
    });
    await vi.waitFor(() => expect(picks).toHaveLength(1));
    expect(picks[0]).toMatchObject({ accept: '', capture: false, multiple: false });
    await picks[0]!.setFiles([]);
    expect(sent('DOM.setFileInputFiles')).toEqual([{ files: [], backendNodeId: 5 }]);
  });

  it("counts history from the first real page and goes back with the web view's own history", async () => {
    const { wc, driver, close } = setup();
    wc.history = { entries: ['about:blank', 'http://a/app/home', 'http://a/app/news'], index: 2 };
    const page = driver.page();
    expect(await page.historyIndex()).toBe(1);
    await page.goBack();
    expect(wc.navigationHistory.goBack).toHaveBeenCalledTimes(1);
    expect(await page.historyIndex()).toBe(0);
    expect(page.viewportSize()).toEqual({ width: 393, height: 659 });
    expect(page.isClosed()).toBe(false);
    await page.close();
    expect(close).toHaveBeenCalled();
    expect(page.isClosed()).toBe(true);
  });

  it('sends touch gestures as Input.dispatchTouchEvent', async () => {
    const { driver, sent } = setup();
    await driver.page().withCdp((send) =>
      runTouchSteps(
        send,
        longPressSteps({ x: 10, y: 20 }, 0),
        async () => undefined,
        () => 1000,
      ),
    );
    expect(sent('Input.dispatchTouchEvent')).toEqual([
      { type: 'touchStart', touchPoints: [{ x: 10, y: 20, id: 0 }], timestamp: 1 },
      { type: 'touchEnd', touchPoints: [], timestamp: 1 },
    ]);
  });

  it('applies the appearance with media emulation, a script on new documents and the language', async () => {
    const { wc, driver, sent } = setup();
    wc.commandResults.set('Page.addScriptToEvaluateOnNewDocument', () => ({ identifier: 's1' }));
    const page = driver.page();
    await page.applyAppearance({
      colorScheme: 'dark',
      textScale: 1,
      reducedMotion: true,
      language: 'zh-CN',
    });
    expect(sent('Emulation.setEmulatedMedia')).toEqual([
      {
        features: [
          { name: 'prefers-color-scheme', value: 'dark' },
          { name: 'prefers-reduced-motion', value: 'reduce' },
        ],
      },
    ]);
    // The default text size and language need no script.
    expect(sent('Page.addScriptToEvaluateOnNewDocument')).toEqual([]);
    await page.applyAppearance({
      colorScheme: 'light',
      textScale: 1.3,
      reducedMotion: false,
      language: 'en-US',
    });
    expect(
      String((sent('Page.addScriptToEvaluateOnNewDocument')[0] as { source?: string })?.source),
    ).toContain('state.scale = 1.3');
    expect(sent('Network.setExtraHTTPHeaders')).toEqual([
      { headers: { 'Accept-Language': 'en-US' } },
    ]);
    expect(sent('Emulation.setLocaleOverride')).toEqual([{ locale: 'en-US' }]);
    expect(wc.executeJavaScript).toHaveBeenCalledWith(expect.stringContaining('"en-US"'));
    await page.applyAppearance({
      colorScheme: 'light',
      textScale: 1,
      reducedMotion: false,
      language: 'zh-CN',
    });
    // Back to the default: the old script goes, one that undoes it comes.
    expect(sent('Page.removeScriptToEvaluateOnNewDocument')).toEqual([{ identifier: 's1' }]);
  });
});
