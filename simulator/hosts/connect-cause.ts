/**
 * Why `chromium.connect` to a Playwright browser server failed, read from Playwright's own error:
 * the server has no browser of its own (a `run-server` on a machine without Playwright's browser
 * download), its Playwright version differs from ours, or it did not answer at all. Each cause
 * has its own fix, so the message names the one that happened.
 */
export type ConnectCause = 'no-browser' | 'version' | 'unreachable' | 'unknown';

const NO_BROWSER =
  /Executable doesn't exist|playwright install|Failed to launch|browserType\.launch/i;
const VERSION = /version mismatch|428 Precondition Required|server version|client version/i;
const UNREACHABLE =
  /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|ECONNRESET|ETIMEDOUT|EAI_AGAIN|Timeout \d+ms exceeded|socket hang up|Unexpected server response: 404/i;

/** The cause named by a connect error's whole text (not only its first line). */
export function connectCause(error: unknown): ConnectCause {
  const text = error instanceof Error ? error.message : String(error);
  if (VERSION.test(text)) return 'version';
  if (NO_BROWSER.test(text)) return 'no-browser';
  if (UNREACHABLE.test(text)) return 'unreachable';
  return 'unknown';
}

/** What to do about each cause, in Chinese then English. */
export const CONNECT_ADVICE: Record<ConnectCause, [string, string]> = {
  'no-browser': [
    '浏览器服务在运行，但它那台机器上没有可启动的浏览器（npx playwright run-server 用的是 Playwright 自己下载的浏览器）：在那台机器上运行 npx playwright install chromium，或改用 launch-server 并在配置里用 executablePath 指向已安装的 Chromium，或用 Playwright 的 Docker 镜像。',
    'The browser server is running but has no browser it can launch (npx playwright run-server uses the browsers Playwright downloads): run npx playwright install chromium on that machine, or use launch-server with executablePath pointing at an installed Chromium, or the Playwright Docker image.',
  ],
  version: [
    '浏览器服务的 Playwright 版本与这里不一致：在那台机器上用与本项目相同的版本启动（npx -y playwright@<本项目的版本> run-server）。',
    "The browser server's Playwright version differs from this project's: start it there with the same version (npx -y playwright@<this project's version> run-server).",
  ],
  unreachable: [
    '这台机器访问不到这个地址：请确认那台机器上在运行 npx playwright run-server（或 launch-server），地址、端口和路径正确，且对这台机器开放（防火墙、--host 0.0.0.0）。',
    'This machine cannot reach that address: check that npx playwright run-server (or launch-server) is running there, that the address, port and path are right, and that it is open to this machine (firewall, --host 0.0.0.0).',
  ],
  unknown: [
    '请确认那台机器上在运行 npx playwright run-server（或 launch-server），地址和端口对这台机器开放，它的 Playwright 版本与这里一致，且它能启动浏览器。',
    'Check that npx playwright run-server (or launch-server) is running there, reachable from here, with the same Playwright version as this project, and able to launch a browser.',
  ],
};
