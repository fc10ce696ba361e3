/**
 * `npm run sim`: the simulator on the Chromium host.
 *
 *   npm run sim -- --device iphone-15 --mode app --url /app/home
 *   npm run sim -- --device iphone-15,xiaomi-14,desktop-chrome-windows --mode browser
 *   npm run sim -- --headless --screenshot shots/ --scenario slow-sms.json
 *
 * Starts the mock API in process (state in --data, or --memory) and the static server (the built
 * app under /app/, building it first when dist/web is missing; the control panel under /panel/,
 * built first when missing and a display is there), then opens the phones: headed Chromium windows
 * and the panel in a tab where there is a display, headless otherwise. Prints the URLs of the mock
 * API and of the panel.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApiServer } from './api/server';
import { defaultNativePhone } from './bridge';
import { devices, getDevice, supportsAppMode, type PhoneMode } from './devices';
import { ChromiumPanelHost } from './hosts/chromium-panel-host';
import { launchChromium } from './hosts/chromium';
import { isNetworkPreset } from './hosts/network-presets';
import { placeWindow } from './hosts/window-layout';
import { applyScenario, parseScenario } from './hosts/scenario';
import { createPanelRoutes } from './panel/server-routes';
import { createStaticServer } from './static-server';

const USAGE = `用法：npm run sim -- [选项]
  --device <id[,id…]>     设备（默认 iphone-15），可选：${devices.map((d) => d.id).join(', ')}
  --mode app|browser      App 内（原生桥接）或手机浏览器（默认 app；桌面设备总是浏览器）
  --url <路径或地址>       打开的页面（默认 /app/home）
  --network wifi|4g|3g|offline   网络（默认 wifi）
  --login-as <手机号>      App 内预先登录的原生账号
  --headless              无界面（没有 $DISPLAY 时自动无界面）
  --screenshot <目录>      页面加载后给每台手机截图；无界面时截图后退出
  --scenario <文件.json>   启动前应用的后端场景（延迟、失败、短信失败，见 simulator/hosts/scenario.ts）
  --api-port <端口>        模拟后端端口（默认 3900，被占用时自动换）
  --port <端口>            应用和控制面板的端口（默认 4800，被占用时自动换）
  --data <目录>            后端数据目录（默认 .sim-data/sim）；--memory 则每次恢复种子数据`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        device: { type: 'string', default: 'iphone-15' },
        mode: { type: 'string', default: 'app' },
        url: { type: 'string', default: '/app/home' },
        network: { type: 'string', default: 'wifi' },
        'login-as': { type: 'string' },
        headless: { type: 'boolean', default: false },
        screenshot: { type: 'string' },
        scenario: { type: 'string' },
        'api-port': { type: 'string', default: '3900' },
        port: { type: 'string', default: '4800' },
        data: { type: 'string', default: '.sim-data/sim' },
        memory: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
})();

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const mode = values.mode;
if (mode !== 'app' && mode !== 'browser') fail(`--mode 只能是 app 或 browser，收到：${mode}`);
const network = values.network;
if (!isNetworkPreset(network)) fail(`--network 只能是 wifi、4g、3g 或 offline，收到：${network}`);
const profiles = (() => {
  try {
    return values.device.split(',').map((id) => getDevice(id.trim()));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
if (values['login-as'] !== undefined && !/^1[3-9]\d{9}$/.test(values['login-as'])) fail('--login-as 请输入正确手机号');
const scenario = (() => {
  if (!values.scenario) return null;
  try {
    return parseScenario(readFileSync(resolve(values.scenario), 'utf8'));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
const port = (name: string, text: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 65535) fail(`${name} 端口不正确：${text}`);
  return n;
};
const apiPort = port('--api-port', values['api-port']);
const webPort = port('--port', values.port);
const headless = values.headless || !process.env.DISPLAY;

const root = process.cwd();
const webDir = join(root, 'dist/web');
const panelDir = join(root, 'out/renderer');

if (!existsSync(join(webDir, 'index.html'))) {
  console.log('没有找到 dist/web，先构建应用（npm run build:web）…');
  const build = spawnSync('npm', ['run', 'build:web'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) fail('应用构建失败，请查看上面的输出');
}

/** Listens on the preferred port, or any free one when it is taken. */
async function listen(server: { listen(o: { port: number; host: string }): Promise<string> }, preferred: number): Promise<string> {
  try {
    return await server.listen({ port: preferred, host: '127.0.0.1' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    return server.listen({ port: 0, host: '127.0.0.1' });
  }
}

const cleanups: (() => Promise<unknown>)[] = [];
async function shutdown(code: number): Promise<never> {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  process.exit(code);
}

try {
  let dbFile: string | undefined;
  if (!values.memory) {
    mkdirSync(resolve(values.data), { recursive: true });
    dbFile = join(resolve(values.data), 'api.sqlite');
  }
  const api = await createApiServer({ dbFile, responseCheck: 'warn', smsLog: (phone, code) => console.log(`[模拟短信] ${phone} 的验证码：${code}`) });
  const apiUrl = await listen(api.app, apiPort);
  cleanups.push(() => api.close());
  if (scenario) {
    await applyScenario(apiUrl, scenario);
    const parts = [
      scenario.reset ? '已恢复种子数据' : null,
      scenario.latency.length ? `延迟 ${scenario.latency.length} 条` : null,
      scenario.fail.length ? `失败 ${scenario.fail.length} 条` : null,
      scenario.smsFailure ? `短信发送${scenario.smsFailure.enabled ? '失败' : '正常'}` : null,
      scenario.advanceMs ? `时钟拨快 ${scenario.advanceMs} 毫秒` : null,
    ].filter(Boolean);
    console.log(`已应用场景 ${values.scenario}：${parts.join('，')}`);
  }

  const browser = await launchChromium({ headless });
  cleanups.push(() => browser.close());

  const screenshotsDir = resolve(values.screenshot ?? join(values.data, 'screenshots'));
  // The server needs the host's routes and the host needs the server's URL: bind late.
  let host: ChromiumPanelHost | null = null;
  if (!headless && !existsSync(join(panelDir, 'index.html'))) {
    // The panel is what QA drives the phones with on a desktop: build it (electron-vite needs no Electron binary for that).
    console.log('没有找到控制面板的构建（out/renderer），先构建（npx electron-vite build）…');
    const built = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit', cwd: root });
    if (built.status !== 0) console.log('控制面板构建失败，改为只提供后端场景控制地址');
  }
  const hasPanel = existsSync(join(panelDir, 'index.html'));
  const server = await createStaticServer({
    apiUrl,
    webDir,
    panelDir,
    panelRoutes: (req, res) => (host ? createPanelRoutes(host)(req, res) : Promise.resolve(false)),
  });
  const webUrl = await listen(server, webPort);
  cleanups.push(() => server.close());
  let windowsLeft = 0;
  if (!headless && hasPanel) {
    // The panel in a plain desktop window at the left, the phones beside it.
    const panelContext = await browser.newContext({ viewport: { width: 760, height: 900 }, locale: 'zh-CN' });
    const panelPage = await panelContext.newPage();
    windowsLeft = await placeWindow(panelContext, panelPage, 0);
    void panelPage.goto(`${webUrl}/panel/`).catch(() => undefined);
  }
  host = new ChromiumPanelHost({
    browser,
    apiUrl,
    webUrl,
    screenshotsDir,
    sheets: hasPanel && !headless ? 'interactive' : 'auto',
    headed: !headless,
    windowsLeft,
  });
  const panelHost = host;
  cleanups.push(() => panelHost.closeAll());

  console.log(`模拟后端：${apiUrl}（数据：${dbFile ?? '内存'}）`);
  console.log(`应用：${webUrl}/app/`);
  console.log(hasPanel ? `控制面板：${webUrl}/panel/` : `控制面板尚未构建（npm run build）；场景控制：${apiUrl}/__sim/state`);

  for (const profile of profiles) {
    const phoneMode: PhoneMode = mode === 'app' && supportsAppMode(profile) ? 'app' : 'browser';
    if (phoneMode !== mode) console.log(`「${profile.name}」没有 App，用浏览器模式打开`);
    const summary = await panelHost.openPhone({ deviceId: profile.id, mode: phoneMode, url: values.url });
    if (network !== 'wifi') await panelHost.updatePhone(summary.id, { network });
    if (phoneMode === 'app' && values['login-as']) await panelHost.nativeLogin(summary.id, values['login-as']);
    const account = phoneMode === 'app' ? `，原生登录默认账号 ${values['login-as'] ?? defaultNativePhone(profile.id, summary.id)}` : '';
    console.log(`已打开 ${summary.id}：${profile.name} · ${phoneMode === 'app' ? 'App 内' : '浏览器'} · ${summary.url}${account}`);
  }

  if (values.screenshot) {
    await Promise.all(panelHost.phones().map((p) => p.page.waitForLoadState('networkidle').catch(() => undefined)));
    const shots = await panelHost.screenshotAll();
    for (const file of shots.files) console.log(`截图：${file}`);
    if (headless) await shutdown(0);
  }

  console.log(headless ? '无界面模式运行中，按 Ctrl+C 退出' : '按 Ctrl+C 退出');
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await shutdown(1);
}
