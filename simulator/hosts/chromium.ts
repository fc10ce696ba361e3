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

/** What to do when neither Debian's Chromium nor Playwright's own browser is on the machine. */
export const MISSING_CHROMIUM = [
  '找不到 Chromium：模拟器的手机运行在 Chromium 里。',
  'Debian/Ubuntu：以 root 运行 bash scripts/install.sh（或 sudo apt-get install chromium fonts-noto-cjk）；',
  '其他系统：npx playwright install chromium。',
].join('\n');

/** Launches one browser; phones are contexts inside it. `args` adds flags (the framed host's remote-debugging port). */
export async function launchChromium(
  options: { headless?: boolean; args?: readonly string[] } = {},
  launch: typeof chromium.launch = (launchOptions) => chromium.launch(launchOptions),
  systemChromium = SYSTEM_CHROMIUM,
): Promise<Browser> {
  try {
    return await launch({
      headless: options.headless ?? true,
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [...CHROMIUM_ARGS, ...CHROMIUM_LANGUAGE_ARGS, ...(options.args ?? [])],
      env: { ...process.env, LANGUAGE: 'zh_CN:zh' },
    });
  } catch (error) {
    // Playwright's own message asks for `npx playwright install`, which needs its download site.
    if (error instanceof Error && /Executable doesn't exist/.test(error.message))
      throw new Error(MISSING_CHROMIUM, { cause: error });
    throw error;
  }
}
