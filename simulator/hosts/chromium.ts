/** Launching Chromium for the simulator: Debian's build when present, with the project's flags. */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';

/** Debian's Chromium (CI installs it); Playwright's own browser is used when it is absent. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The same flags as playwright.config.ts: this machine has no network but the registries, and
 * Chromium's background services would otherwise keep dialling out.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The simulator's windows only: the app is Chinese, and a browser whose languages are English
 * offers to translate every page in headed windows. Chinese UI and accept-languages (on Linux the
 * UI follows LANGUAGE) stop it.
 */
export const CHROMIUM_LANGUAGE_ARGS: readonly string[] = ['--lang=zh-CN', '--accept-lang=zh-CN,zh'];

/** Launches one browser; phones are contexts inside it. `args` adds flags (the framed host's remote-debugging port). */
export async function launchChromium(options: { headless?: boolean; args?: readonly string[] } = {}): Promise<Browser> {
  return chromium.launch({
    headless: options.headless ?? true,
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    args: [...CHROMIUM_ARGS, ...CHROMIUM_LANGUAGE_ARGS, ...(options.args ?? [])],
    env: { ...process.env, LANGUAGE: 'zh_CN:zh' },
  });
}
