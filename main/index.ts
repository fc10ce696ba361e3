/**
 * Electron main: the composition root of the Electron host. Starts the mock API (child Node
 * process) and the static server (the built app under /app/, the API under /api-mock/), then opens
 * the control panel and the first phone. Optional arguments: `--device iphone-15 --mode app
 * --url /app/home`; `SIM_WEB_URL=http://127.0.0.1:5173` points the phones at vite dev instead of
 * dist/web.
 */
import { app, BrowserWindow, dialog, session, webContents } from 'electron';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { BRIDGE_POST_CHANNEL, WEIXIN_INVOKE_CHANNEL } from '../preload/bridge-channel';
import { DEFAULT_PC_SITE_URL } from '../simulator/hosts/pc-site';
import { openedPhoneLine } from '../simulator/hosts/phone-names';
import { createStaticServer } from '../simulator/static-server';
import { phoneModeSchema, type HostEvent } from '../simulator/host-contract';
import { startApiProcess, type ApiProcess } from './api-process';
import { createIpcGate } from './ipc';
import { samePage } from './ipc-gate';
import { createBridgeNativeFactory } from './native-side-bridge';
import { createWeChatSideFactory } from './wechat-side';
import { HOST_EVENT_CHANNEL, registerPanelChannels } from './panel-channels';
import { PhoneManager } from './phone-manager';

const { values: args } = parseArgs({
  args: process.argv.slice(1),
  strict: false,
  options: { device: { type: 'string' }, mode: { type: 'string' }, url: { type: 'string' } },
});

const cleanups: (() => Promise<unknown> | unknown)[] = [];

async function start(): Promise<void> {
  const root = app.getAppPath();
  const userData = app.getPath('userData');

  // Pages get no permissions (camera, location, notifications …) unless listed: the panel copies cURL.
  session.defaultSession.setPermissionRequestHandler((_wc, permission, callback) =>
    callback(permission === 'clipboard-sanitized-write'),
  );

  const dataDir = join(userData, 'sim-data');
  mkdirSync(dataDir, { recursive: true });
  const api: ApiProcess = await startApiProcess({
    root,
    dataDir,
    onOutput: (line) => console.log(`[模拟后端] ${line}`),
  });
  cleanups.push(() => api.stop());

  let appUrl = process.env.SIM_WEB_URL ? new URL('/app/', process.env.SIM_WEB_URL).href : '';
  if (!appUrl) {
    const server = await createStaticServer({
      apiUrl: api.url,
      webDir: join(root, 'dist/web'),
      panelDir: join(root, 'out/renderer'),
    });
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => server.close());
    appUrl = `${address}/app/`;
  }
  console.log(`应用：${appUrl}  模拟后端：${api.url}`);

  const rendererDir = join(root, 'out/renderer');
  const preloadDir = join(root, 'out/preload');
  const panelPageUrl = pathToFileURL(join(rendererDir, 'index.html')).href;
  const chromePageUrl = pathToFileURL(join(rendererDir, 'phone-chrome.html')).href;

  const gate = createIpcGate();
  cleanups.push(() => gate.dispose());
  const manager = new PhoneManager({
    gate,
    apiUrl: api.url,
    appUrl,
    preloadDir,
    chromePageUrl,
    screenshotsDir: join(userData, 'screenshots'),
    pcSiteUrl: process.env.VITE_PC_SITE_URL ?? DEFAULT_PC_SITE_URL,
    nativeFactory: createBridgeNativeFactory(api.url),
    wechatFactory: createWeChatSideFactory(api.url),
  });
  manager.subscribe((event: HostEvent) => {
    for (const id of gate.sendersWithRole(['panel', 'chrome'])) {
      const target = webContents.fromId(id);
      if (target && !target.isDestroyed()) target.send(HOST_EVENT_CHANNEL, event);
    }
  });
  cleanups.unshift(() => manager.dispose());
  registerPanelChannels(gate, manager);
  gate.handle(
    BRIDGE_POST_CHANNEL,
    { roles: ['phone'], args: z.tuple([z.unknown()]) },
    (ctx, raw) => {
      if (ctx.phoneId) manager.receiveBridgeMessage(ctx.phoneId, raw);
    },
  );
  gate.handle(
    WEIXIN_INVOKE_CHANNEL,
    { roles: ['phone'], args: z.tuple([z.unknown()]) },
    (ctx, raw) =>
      ctx.phoneId
        ? manager.weixinInvoke(ctx.phoneId, raw)
        : { err_msg: 'system:function_not_exist' },
  );

  const panel = new BrowserWindow({
    width: 1100,
    height: 860,
    title: '手机模拟器控制台',
    webPreferences: {
      preload: join(preloadDir, 'panel.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    },
  });
  gate.registerSender(panel.webContents.id, { role: 'panel', trustsUrl: samePage(panelPageUrl) });
  const trustedPanel = samePage(panelPageUrl);
  panel.webContents.on('will-navigate', (event) => {
    if (!trustedPanel(event.url)) event.preventDefault();
  });
  panel.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  panel.on('closed', () => app.quit());
  await panel.loadURL(panelPageUrl);

  const mode = phoneModeSchema.safeParse(args.mode);
  const first = await manager.openPhone({
    deviceId: typeof args.device === 'string' ? args.device : 'iphone-15',
    mode: mode.success ? mode.data : 'app',
    url: typeof args.url === 'string' ? args.url : '/app/home',
  });
  console.log(openedPhoneLine(first));
}

// No page may embed <webview> or open windows by default; each window sets its own policy on top.
app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

let quitting = false;
app.on('before-quit', (event) => {
  if (quitting) return;
  quitting = true;
  event.preventDefault();
  void (async () => {
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
    app.exit(0);
  })();
});
app.on('window-all-closed', () => app.quit());

app
  .whenReady()
  .then(start)
  .catch((error: unknown) => {
    dialog.showErrorBox('模拟器启动失败', error instanceof Error ? error.message : String(error));
    app.quit();
  });
