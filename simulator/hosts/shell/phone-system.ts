/**
 * A phone's system around the app (or the browser): foreground and background (the document's
 * visibility, and the bridge's `resume` in the app), a notification or a link opening a page, the
 * back button and the back gesture, the location, paste and file-picker prompts, touch gestures and
 * the display and language settings. Everything it does is logged in the phone's bridge log
 * (`system.*`) and scriptable; the panel drives it through the host's `shell` call.
 */
import type { BridgeLog } from '../../bridge';
import type { DeviceProfile, PhoneMode } from '../../devices';
import type {
  Appearance,
  PermissionSetting,
  PromptAnswer,
  ShellState,
} from '../../host-contract/shell';
import { deepLinkTarget } from './deep-link';
import { SET_VISIBLE_FN, shellPageScript } from './page-script';
import { SystemPrompts } from './prompts';
import { SAMPLE_PHOTO_NAME, samplePhoto } from './sample-photo';
import type { FileChooserRequest, SystemDriver } from './system-driver';
import { edgeSwipeSteps, runTouchSteps, type TouchStep } from './touch-gestures';

const SHELL_BINDING = '__taxSimSystem';
/** Where a phone is until QA moves it: Tiananmen Square, Beijing. */
const DEFAULT_POSITION = { latitude: 39.9087, longitude: 116.3975 };

export type PhoneSystemOptions = {
  device: DeviceProfile;
  mode: PhoneMode;
  /** The browser under the phone (Playwright's or Electron's): see system-driver.ts. */
  driver: SystemDriver;
  /** The native app (app mode), which sends the bridge's `resume` when it comes back. */
  session: { emitResume(): void } | null;
  log: BridgeLog;
  /** The origin serving /app/. */
  webOrigin: string;
  /** The context's locale: the phone's language until QA picks another. */
  language: string;
  /** Opens `url` in the phone (reopening a closed page). */
  open: (url: string) => Promise<void>;
};

export class PhoneSystem {
  readonly prompts = new SystemPrompts();
  private isForeground = true;
  private geolocation: ShellState['geolocation'] = { permission: 'ask', ...DEFAULT_POSITION };
  private clipboard: ShellState['clipboard'];
  private look: Appearance;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: PhoneSystemOptions) {
    // iOS asks before a page reads what another app copied (the paste prompt); Android lets it.
    this.clipboard = { permission: options.device.platform === 'ios' ? 'ask' : 'allow', text: '' };
    this.look = {
      colorScheme: 'light',
      textScale: 1,
      reducedMotion: false,
      language: this.defaultLanguage,
    };
    this.prompts.onChange(() => this.changed());
  }

  /** Wires the page side into the phone's browser; before its first page. */
  async install(): Promise<void> {
    const { driver } = this.options;
    await driver.addInitScript(shellPageScript(SHELL_BINDING));
    await driver.exposeFunction(SHELL_BINDING, (request) => this.fromPage(request));
    await driver.setGeolocation({ ...DEFAULT_POSITION, accuracy: 20 });
    driver.onFileChooser((chooser) => this.pickFiles(chooser));
  }

  /** A new page of the phone (the one shown now): it gets the phone's settings. */
  async attach(): Promise<void> {
    this.isForeground = true;
    if (!this.isDefaultLook()) await this.options.driver.page().applyAppearance(this.look);
  }

  state(): ShellState {
    return {
      foreground: this.isForeground,
      geolocation: { ...this.geolocation },
      clipboard: { ...this.clipboard },
      appearance: { ...this.look },
      prompt: this.prompts.current(),
    };
  }

  /** Returns the unsubscribe function. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The app (or the browser) goes to the background: the document is hidden. */
  async background(): Promise<void> {
    if (!this.isForeground) return;
    this.isForeground = false;
    this.options.log.system('background', {});
    await this.setVisible(false);
    this.changed();
  }

  /** Back to the foreground: the document is visible again, then the app gets the bridge's resume. */
  async foreground(): Promise<void> {
    if (this.isForeground) return;
    this.isForeground = true;
    this.options.log.system('foreground', {});
    await this.setVisible(true);
    this.options.session?.emitResume();
    this.changed();
  }

  /** A notification tapped: the app comes to the front at `url` (a path, universal link or taxapp://). */
  async pushNotification(push: { title: string; body?: string; url: string }): Promise<void> {
    const target = deepLinkTarget(push.url, this.options.webOrigin, this.options.mode);
    this.options.log.system('push', { title: push.title, body: push.body ?? '', url: target });
    await this.foreground();
    await this.options.open(target);
  }

  /** A link opened from another app: the app's scheme or a universal link opens it at its page. */
  async openDeepLink(link: string): Promise<void> {
    const target = deepLinkTarget(link, this.options.webOrigin, this.options.mode);
    this.options.log.system('deepLink', { link, url: target });
    await this.foreground();
    await this.options.open(target);
  }

  /**
   * Android's back button (or back gesture): the web view goes back while it can; on its first
   * page the app closes it (the native page under it shows) and the browser goes to the background.
   * @throws Error on iOS, which has no back button.
   */
  async systemBack(): Promise<void> {
    if (this.options.device.platform !== 'android')
      throw new Error('只有 Android 有系统返回键；iOS 请用边缘右滑返回');
    const page = this.options.driver.page();
    const canGoBack = !page.isClosed() && (await page.historyIndex()) > 0;
    const outcome = page.isClosed()
      ? 'none'
      : canGoBack
        ? 'history'
        : this.options.mode === 'app'
          ? 'close'
          : 'background';
    this.options.log.system('back', { outcome });
    if (outcome === 'history') await page.goBack();
    else if (outcome === 'close') await page.close();
    else if (outcome === 'background') await this.background();
  }

  /**
   * The edge swipe: a finger from the left edge, which the system takes (the page's touches end
   * cancelled); on iOS the web view goes back a page (WKWebView's and Safari's back gesture), on
   * Android it is the back gesture ({@link systemBack}).
   */
  async edgeSwipeBack(): Promise<void> {
    const page = this.options.driver.page();
    if (page.isClosed()) return;
    const before = await page.historyIndex();
    await this.touch(edgeSwipeSteps(page.viewportSize()), 'edgeSwipe');
    // Chromium may take the swipe as its own history gesture: then the page has gone back already.
    const after = page.isClosed() ? before : await page.historyIndex().catch(() => before);
    if (after < before) {
      this.options.log.system('back', { outcome: 'history' });
      return;
    }
    if (this.options.device.platform === 'android') return this.systemBack();
    this.options.log.system('back', { outcome: before > 0 ? 'history' : 'none' });
    if (before > 0) await page.goBack();
  }

  /** Sends a touch gesture to the page, logged under `name`. */
  async touch(steps: readonly TouchStep[], name: string): Promise<void> {
    const page = this.options.driver.page();
    if (page.isClosed()) throw new Error('页面已关闭，请先重新打开');
    this.options.log.system('gesture', {
      gesture: name,
      fingers: Math.max(...steps.map((s) => s.points.length)),
    });
    await page.withCdp((send) => runTouchSteps(send, steps));
  }

  /** The location permission and where the phone is. */
  async setGeolocation(next: {
    permission?: PermissionSetting;
    latitude?: number;
    longitude?: number;
  }): Promise<void> {
    this.geolocation = { ...this.geolocation, ...definedOf(next) };
    const { latitude, longitude, permission } = this.geolocation;
    this.options.log.system('geolocation', { permission, latitude, longitude });
    await this.options.driver.setGeolocation({ latitude, longitude, accuracy: 20 });
    if (permission === 'allow') await this.grantGeolocation();
    this.changed();
  }

  /** The paste permission, and (with `text`) what another app copied to the phone's clipboard. */
  setClipboard(next: { permission?: PermissionSetting; text?: string }): void {
    this.clipboard = { ...this.clipboard, ...definedOf(next) };
    this.options.log.system('clipboard', { ...this.clipboard });
    this.changed();
  }

  /** What the phone's clipboard holds (the page's last copy, or what QA put there). */
  clipboardText(): string {
    return this.clipboard.text;
  }

  /** Answers the prompt on screen. @throws Error when none is up, or for the wrong kind of answer. */
  answerPrompt(answer: PromptAnswer): void {
    const prompt = this.prompts.current();
    this.prompts.answer(answer);
    this.options.log.system('prompt', { prompt: prompt?.kind, answer: describeAnswer(answer) });
  }

  async setAppearance(next: Partial<Appearance>): Promise<void> {
    this.look = { ...this.look, ...definedOf(next) };
    this.options.log.system('appearance', { ...this.look });
    await this.options.driver.page().applyAppearance(this.look);
    this.changed();
  }

  appearance(): Appearance {
    return { ...this.look };
  }

  /** Answers what is still up (the phone closes). */
  dispose(): void {
    this.prompts.dismiss();
    this.listeners.clear();
  }

  private get defaultLanguage(): string {
    return this.options.language;
  }

  private isDefaultLook(): boolean {
    const { colorScheme, textScale, reducedMotion, language } = this.look;
    return (
      colorScheme === 'light' &&
      textScale === 1 &&
      !reducedMotion &&
      language === this.defaultLanguage
    );
  }

  private async fromPage(request: unknown): Promise<unknown> {
    const { type, text } = (request ?? {}) as { type?: unknown; text?: unknown };
    switch (type) {
      case 'geolocation':
        return this.locationAnswer();
      case 'geolocation-state':
        return { allow: 'granted', deny: 'denied', ask: 'prompt' }[this.geolocation.permission];
      case 'clipboard-write':
        this.clipboard = { ...this.clipboard, text: typeof text === 'string' ? text : '' };
        this.options.log.system('copy', { text: this.clipboard.text });
        this.changed();
        return null;
      case 'clipboard-read':
        return this.pasteAnswer();
      default:
        return null;
    }
  }

  private async locationAnswer(): Promise<'allow' | 'deny'> {
    let { permission } = this.geolocation;
    if (permission === 'ask') {
      const answer = await this.prompts.ask({
        kind: 'geolocation',
        origin: this.options.webOrigin,
      });
      permission = 'allow' in answer && answer.allow ? 'allow' : 'deny';
      // Remembered, as the phone remembers the answer (QA sets it back to ask in the menu).
      this.geolocation = { ...this.geolocation, permission };
      this.changed();
    }
    if (permission === 'allow') await this.grantGeolocation();
    this.options.log.system('locate', { permission, ...this.position() });
    return permission === 'allow' ? 'allow' : 'deny';
  }

  private async pasteAnswer(): Promise<{ text: string } | null> {
    let allowed = this.clipboard.permission === 'allow';
    // The paste prompt is asked every time (it is not a remembered permission).
    if (this.clipboard.permission === 'ask') {
      const answer = await this.prompts.ask({ kind: 'paste' });
      allowed = 'allow' in answer && answer.allow;
    }
    this.options.log.system('paste', { allowed, text: allowed ? this.clipboard.text : null });
    return allowed ? { text: this.clipboard.text } : null;
  }

  private async pickFiles(chooser: FileChooserRequest): Promise<void> {
    const { accept, multiple, capture } = chooser;
    const answer = await this.prompts.ask({ kind: 'file', accept, multiple, capture });
    const files = 'files' in answer ? answer.files : null;
    const payloads =
      files === null
        ? []
        : files === 'sample'
          ? [{ name: SAMPLE_PHOTO_NAME, mimeType: 'image/png', buffer: samplePhoto() }]
          : files.map((f) => ({
              name: f.name,
              mimeType: f.mimeType || 'application/octet-stream',
              buffer: Buffer.from(f.base64, 'base64'),
            }));
    this.options.log.system('files', { files: payloads.map((f) => f.name) });
    await chooser.setFiles(multiple ? payloads : payloads.slice(0, 1)).catch(() => undefined);
  }

  private position() {
    return { latitude: this.geolocation.latitude, longitude: this.geolocation.longitude };
  }

  private async grantGeolocation(): Promise<void> {
    await this.options.driver.grantGeolocation(this.options.webOrigin);
  }

  private async setVisible(visible: boolean): Promise<void> {
    const page = this.options.driver.page();
    if (page.isClosed()) return;
    await page
      .evaluate(`window.${SET_VISIBLE_FN} && window.${SET_VISIBLE_FN}(${visible})`)
      .catch(() => undefined);
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

function definedOf<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function describeAnswer(answer: PromptAnswer): unknown {
  if ('allow' in answer) return answer.allow ? 'allow' : 'deny';
  if (answer.files === null || answer.files === 'sample') return answer.files ?? 'cancel';
  return answer.files.map((f) => f.name);
}
