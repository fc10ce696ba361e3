/**
 * `npm run sim`: the simulator on the Chromium host.
 *
 *   npm run sim -- --device iphone-15 --mode app --url /app/home
 *   npm run sim -- --device iphone-15,xiaomi-14,desktop-chrome-windows --mode browser
 *   npm run sim -- --headless --screenshot shots/ --scenario slow-sms.json
 *   npm run sim -- --connect ws://browsers.lan:3000/ --host 0.0.0.0 --public-url http://qa-desk.lan:4800
 *   npm run sim -- --url https://h5.other-app.example/ --bridge dsbridge --handlers handlers.json
 *
 * Starts the mock API in process (state in --data, or --memory) and the static server (the built
 * app under /app/ and the control panel under /panel/, each built first, quietly, when missing),
 * then opens the phones: headless pages drawn, framed and live, in the control panel (one
 * Chromium app-mode window where there is a display; otherwise its URL, for any browser). Prints
 * the URLs, each phone with the URL it ended on, and (headless) one line on how to see the phones.
 * With --connect/--cdp the phones open in that browser instead (simulator/hosts/browser-source.ts),
 * after a probe from it that the app and the API are reachable, and are drawn the same way.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApiServer } from './api/server';
import { isBaselineRun, runBaselineCli } from './baselines/cli';
import { runBuildStep } from './build-step';
import { runReplayCli } from './replay-cli';
import { devices, getDevice, supportsAppMode, type PhoneMode } from './devices';
import {
  browserSourceFromOptions,
  describeBrowserSource,
  isRemote,
  openBrowser,
} from './hosts/browser-source';
import { FramedPanelHost } from './hosts/framed-panel-host';
import { foreignBridgeFromFlags } from './hosts/foreign-bridge-options';
import { freePort, openPanelWindow } from './hosts/panel-window';
import { devToolsAccess } from './hosts/devtools-access';
import { createScreenRoutes } from './hosts/screen-routes';
import { isNetworkPreset } from './hosts/network-presets';
import { openedPhoneLine } from './hosts/phone-names';
import { waitUntilSettled } from './hosts/settled-page';
import { applyScenario, parseScenario } from './hosts/scenario';
import {
  isWildcardHost,
  parsePublicUrl,
  phoneBaseUrl,
  probeFromBrowser,
  unreachableMessage,
} from './hosts/reachability';
import { createPanelRoutes } from './panel/server-routes';
import { createStaticServer } from './static-server';

const USAGE = `用法：npm run sim -- [选项]
  --device <id[,id…]>     设备（默认 iphone-15），可选：${devices.map((d) => d.id).join(', ')}
  --mode app|browser      App 内（原生桥接）或手机浏览器（默认 app；桌面设备总是浏览器）
  --url <路径或地址>       打开的页面（默认 /app/home）
  --bridge <协议>          手机的原生桥接：tax（本 App，默认）、dsbridge、wvjb（iOS）、jsbridge（Android）、wechat-sdk（微信设备）、alipay
  --handlers <文件.json>   其他 App 的桥接方法怎么回答（见 docs/bridge.md「Other apps' bridges」）
  --network wifi|4g|3g|offline   网络（默认 wifi）
  --login-as <手机号>      App 内预先登录的原生账号
  --headless              无界面（没有 $DISPLAY 时自动无界面）
  --screenshot <目录>      页面加载后给每台手机截图；无界面时截图后退出
  --replay <文件.spec.ts>  把录制的脚本在 --device 的每台手机、--mode 的每种模式（如 app,browser）上回放，逐台报告结果
  --baseline/--compare <目录> --devices <设备:模式,…>   写截图基线/与基线对比（见 docs/baselines.md）
  --record <文件.spec.ts>  录制第一台手机：点按、输入、原生面板和场景操作写成 Playwright 脚本（面板里停止录制或 Ctrl+C 时写入）
  --scenario <文件.json>   启动前应用的后端场景（延迟、失败、短信失败，见 simulator/hosts/scenario.ts）
  --api-port <端口>        模拟后端端口（默认 3900，被占用时自动换）
  --port <端口>            应用和控制面板的端口（默认 4800，被占用时自动换）
  --data <目录>            后端数据目录（默认 .sim-data/sim）；--memory 则每次恢复种子数据
  --connect <ws地址>       手机开在远程的 Playwright 浏览器服务里（npx playwright run-server / launch-server）
  --cdp <地址>             手机开在 DevTools 协议端点的浏览器里（--remote-debugging-port 启动的 Chromium、Selenium Grid 节点）
  --expose-network <规则>  用 --connect 时让远程浏览器经由本机访问这些主机，例如 "<loopback>"
  --host <地址>            应用和模拟后端监听的地址（默认 127.0.0.1；远程浏览器要访问时用 0.0.0.0）
  --public-url <地址>      给手机的应用地址，例如 http://192.168.1.20:4800（默认：监听地址；0.0.0.0 且远程时为本机局域网地址）`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

// Screenshot baselines (--baseline / --compare) are a run of their own: simulator/baselines/cli.ts.
if (isBaselineRun(process.argv.slice(2))) process.exit(await runBaselineCli(process.argv.slice(2)));

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        device: { type: 'string', default: 'iphone-15' },
        mode: { type: 'string', default: 'app' },
        url: { type: 'string' },
        bridge: { type: 'string' },
        handlers: { type: 'string' },
        network: { type: 'string', default: 'wifi' },
        'login-as': { type: 'string' },
        headless: { type: 'boolean', default: false },
        screenshot: { type: 'string' },
        record: { type: 'string' },
        replay: { type: 'string' },
        scenario: { type: 'string' },
        'api-port': { type: 'string', default: '3900' },
        port: { type: 'string', default: '4800' },
        data: { type: 'string', default: '.sim-data/sim' },
        memory: { type: 'boolean', default: false },
        connect: { type: 'string' },
        cdp: { type: 'string' },
        'expose-network': { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        'public-url': { type: 'string' },
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

// Replaying a recording is a run of its own too: simulator/replay-cli.ts.
if (values.replay) process.exit(await runReplayCli({ ...values, replay: values.replay }));

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
const foreignBridge = (() => {
  try {
    return foreignBridgeFromFlags({ ...values, profiles, mode });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
if (values['login-as'] !== undefined && !/^1[3-9]\d{9}$/.test(values['login-as']))
  fail('--login-as 请输入正确手机号');
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
const panelWindowPort = process.env.SIM_PANEL_WINDOW_DEBUG_PORT
  ? port('SIM_PANEL_WINDOW_DEBUG_PORT', process.env.SIM_PANEL_WINDOW_DEBUG_PORT) || undefined
  : undefined;
const browserSource = (() => {
  try {
    const source = browserSourceFromOptions({
      connect: values.connect,
      cdp: values.cdp,
      exposeNetwork: values['expose-network'],
      headless: values.headless || !process.env.DISPLAY,
    });
    if (values['public-url'] !== undefined) parsePublicUrl(values['public-url']);
    return source;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
const remote = isRemote(browserSource);
// A remote browser shows no window here: the phones are driven as headless ones (the panel by URL).
const headless = remote || values.headless || !process.env.DISPLAY;
const listenHost = values.host;

const root = process.cwd();
const webDir = join(root, 'dist/web');
const panelDir = join(root, 'out/renderer');

const log = (line: string): void => console.log(line);
if (!existsSync(join(webDir, 'index.html'))) {
  if (
    !runBuildStep({
      label: '应用（dist/web）',
      bin: 'vite/bin/vite.js',
      args: ['build', '--config', 'renderer/vite.config.ts'],
      cwd: root,
      log,
    })
  )
    fail('应用构建失败，请查看上面的输出');
}
// The panel is how QA drives the phones, with or without a display here (its URL can be opened
// from another machine): build it too. electron-vite builds it without the Electron binary.
if (!existsSync(join(panelDir, 'index.html'))) {
  runBuildStep({
    label: '控制面板（out/renderer）',
    bin: 'electron-vite/bin/electron-vite.js',
    args: ['build'],
    cwd: root,
    log,
  });
}

/** Listens on the preferred port, or any free one when it is taken. */
async function listen(
  server: { listen(o: { port: number; host: string }): Promise<string> },
  preferred: number,
): Promise<string> {
  try {
    return localUrl(await server.listen({ port: preferred, host: listenHost }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    return localUrl(await server.listen({ port: 0, host: listenHost }));
  }
}

/** This process reaches a server on every interface at loopback. */
function localUrl(address: string): string {
  return isWildcardHost(listenHost) ? `http://127.0.0.1:${new URL(address).port}` : address;
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
  const api = await createApiServer({
    dbFile,
    responseCheck: 'warn',
    smsLog: (phone, code) => console.log(`[模拟短信] ${phone} 的验证码：${code}`),
  });
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

  // The phones run headless and are drawn, framed, in the panel (screencast); DevTools per phone
  // is Chromium's inspector on the browser's remote-debugging port (a CDP endpoint's own, remotely).
  const devToolsPort = await freePort();
  const browser = await openBrowser(
    browserSource.kind === 'local' ? { kind: 'local', headless: true } : browserSource,
    [`--remote-debugging-port=${devToolsPort}`],
  );
  const devTools = devToolsAccess(browserSource, devToolsPort);
  cleanups.push(() => browser.close());

  const screenshotsDir = resolve(values.screenshot ?? join(values.data, 'screenshots'));
  // The server needs the host's routes and the host needs the server's URL: bind late.
  let host: FramedPanelHost | null = null;
  const hasPanel = existsSync(join(panelDir, 'index.html'));
  const server = await createStaticServer({
    apiUrl,
    webDir,
    panelDir,
    panelRoutes: async (req, res) =>
      host
        ? (await createScreenRoutes(host)(req, res)) || createPanelRoutes(host)(req, res)
        : false,
  });
  const webUrl = await listen(server, webPort);
  cleanups.push(() => server.close());
  // The phones get the address their browser reaches; checked from that browser before any opens.
  const phoneUrl = phoneBaseUrl({
    listenHost,
    port: Number(new URL(webUrl).port),
    publicUrl: values['public-url'],
    remote,
  });
  if (remote || phoneUrl !== webUrl) {
    const failure = await probeFromBrowser(browser, phoneUrl);
    if (failure) {
      console.error(
        unreachableMessage(failure, {
          listenHost,
          listenPort: Number(new URL(webUrl).port),
          baseUrl: phoneUrl,
          remote,
        }),
      );
      await shutdown(2);
    }
  }
  host = new FramedPanelHost({
    browser,
    apiUrl,
    webUrl: phoneUrl,
    screenshotsDir,
    // Sheets wait for a panel while one is connected (in any browser), else answer at once.
    sheets: hasPanel ? 'panel' : 'auto',
    ...(foreignBridge ? { foreignBridge } : {}),
    headed: false,
    panelDir,
    ...(values.record ? { recordings: { firstFile: resolve(values.record) } } : {}),
    ...('origin' in devTools
      ? { devToolsOrigin: devTools.origin }
      : { devToolsUnavailable: devTools.unavailable }),
  });
  const panelHost = host;
  cleanups.push(() => panelHost.closeAll());
  // Before the phones close (cleanups run last first): what is still recording is written.
  cleanups.push(async () => {
    for (const written of await panelHost.stopRecordings())
      console.log(`录制已写入：${written.file}（${written.steps} 步）`);
  });
  if (!headless && hasPanel) {
    // One window: the panel with the framed phones, in Chromium's app mode, once the host answers the panel's calls.
    // Its DevTools port is chosen by SIM_PANEL_WINDOW_DEBUG_PORT where a script drives the window (the e2e test).
    const panelWindow = await openPanelWindow(
      `${webUrl}/panel/`,
      panelWindowPort,
      'origin' in devTools ? devTools.origin : undefined,
    );
    cleanups.push(async () => panelWindow.close());
  }

  console.log(`模拟后端：${apiUrl}（数据：${dbFile ?? '内存'}）`);
  console.log(`应用：${webUrl}/app/${phoneUrl !== webUrl ? `（手机打开 ${phoneUrl}/app/）` : ''}`);
  if (remote) console.log(`手机所在的浏览器：${describeBrowserSource(browserSource)}`);
  const panelLine = hasPanel
    ? `控制面板：${webUrl}/panel/`
    : `控制面板尚未构建（npm run build 后刷新 ${webUrl}/panel/）；场景控制：${apiUrl}/__sim/state`;
  if (!headless) console.log(panelLine);

  const opened: string[] = [];
  for (const profile of profiles) {
    const phoneMode: PhoneMode =
      foreignBridge?.mode ?? (mode === 'app' && supportsAppMode(profile) ? 'app' : 'browser');
    if (phoneMode !== mode && !foreignBridge)
      console.log(`「${profile.name}」没有 App，用浏览器模式打开`);
    const summary = await panelHost.openPhone({
      deviceId: profile.id,
      mode: phoneMode,
      url: values.url ?? '/app/home',
    });
    if (network !== 'wifi') await panelHost.updatePhone(summary.id, { network });
    if (phoneMode === 'app' && values['login-as'] && !foreignBridge)
      await panelHost.nativeLogin(summary.id, values['login-as']);
    opened.push(summary.id);
  }
  // The app redirects (desktops to the PC site, guarded pages to login) once its code has run:
  // report where each phone ended up, not the URL it was sent to.
  await Promise.all(panelHost.phones().map((p) => waitUntilSettled(p.page)));
  for (const phone of (await panelHost.getState()).phones.filter((p) => opened.includes(p.id)))
    console.log(openedPhoneLine(phone));

  const recorded = opened[0];
  if (values.record && recorded) {
    await panelHost.record(recorded, { action: 'start' });
    console.log(
      `正在录制第一台手机；在控制面板按「停止录制」或按 Ctrl+C 后写入 ${resolve(values.record)}`,
    );
  }

  if (values.screenshot) {
    const shots = await panelHost.screenshotAll();
    for (const file of shots.files) console.log(`截图：${file}`);
    if (headless) await shutdown(0);
  }

  // Before the line that says Ctrl+C ends it: a Ctrl+C right after it still shuts down cleanly.
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  console.log(
    remote
      ? `${opened.length} 台手机在${describeBrowserSource(browserSource)}里；${hasPanel ? `在任一浏览器打开控制面板 ${webUrl}/panel/ 即可看到带机框的手机并直接点按、滑动、输入，切换账号、看日志和截图` : `${panelLine}；截图用 npm run sim -- --screenshot <目录>`}。按 Ctrl+C 退出`
      : headless
        ? `无界面运行（${values.headless ? '--headless' : '没有 $DISPLAY'}）：${opened.length} 台手机在后台的 Chromium 里；${hasPanel ? `在任一浏览器打开控制面板 ${webUrl}/panel/ 即可看到带机框的手机并直接点按、滑动、输入，切换账号、看日志和截图` : `${panelLine}；要看到手机画面，请用 npm run sim -- --screenshot <目录> 截图`}。按 Ctrl+C 退出`
        : '按 Ctrl+C 退出',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await shutdown(1);
}
