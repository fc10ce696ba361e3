/**
 * The Chromium host as a phone simulator: the same phones as {@link ChromiumPanelHost} (headless
 * pages in the host's browser, local or remote), each with a {@link PhoneScreen} that streams its
 * pixels to the panel and takes the panel's input. The panel draws every phone inside its device
 * frame (simulator/panel/components/framed-phone.tsx); screen-routes.ts carries frames and input.
 */
import { Emitter } from '../bridge/emitter';
import { frameLayout, type FrameLayout, type Orientation } from '../devices/frame-layout';
import type { OpenPhoneArgs, PhonePatch, PhoneSummary } from '../host-contract';
import {
  ChromiumPanelHost,
  type ChromiumHostPhone,
  type ChromiumPanelHostOptions,
} from './chromium-panel-host';
import type { ScreenEvent, ScreenInput, ScreenView } from '../host-contract/screen';
import { PhoneScreen } from './phone-screen';
import { framedStill } from './framed-still';

/** Options of {@link FramedPanelHost}: the Chromium host's, plus where the panel and DevTools are. */
export type FramedPanelHostOptions = ChromiumPanelHostOptions & {
  /** The built panel (framed screenshots draw its frame); the package's own by default. */
  panelDir?: string;
  /** The browser's remote-debugging HTTP origin (`http://127.0.0.1:9222`): DevTools per phone. */
  devToolsOrigin?: string;
  /** Without {@link devToolsOrigin}: why the phones' browser has no DevTools (devtools-access.ts). */
  devToolsUnavailable?: string;
};

export class FramedPanelHost extends ChromiumPanelHost {
  private readonly screens = new Map<string, PhoneScreen>();
  private readonly orientations = new Map<string, Orientation>();
  private readonly screenEvents = new Emitter<{ event: ScreenEvent }>();
  /** Panels watching the screens; shared with the sheets' rule (`sheets: 'panel'`) before `this` exists. */
  private readonly watching: { count: number };

  constructor(private readonly framedOptions: FramedPanelHostOptions) {
    const watching = { count: 0 };
    super({ ...framedOptions, headed: false, panelConnected: () => watching.count > 0 });
    this.watching = watching;
    // Pages come and go (closePage, reopen, another device): follow them on every change.
    this.subscribe((event) => {
      if (event.type === 'state') void this.follow();
    });
  }

  override async openPhone(args: OpenPhoneArgs): Promise<PhoneSummary> {
    const summary = await super.openPhone(args);
    await this.follow();
    return summary;
  }

  override async closePhone(phoneId: string): Promise<void> {
    await this.screens.get(phoneId)?.dispose();
    this.screens.delete(phoneId);
    this.orientations.delete(phoneId);
    await super.closePhone(phoneId);
  }

  override async updatePhone(phoneId: string, patch: PhonePatch): Promise<PhoneSummary> {
    const summary = await super.updatePhone(phoneId, patch);
    // Another device or mode is a fresh page in portrait.
    if (patch.deviceId || patch.mode) await this.rotate(phoneId, 'portrait');
    return summary;
  }

  override async closeAll(): Promise<void> {
    await Promise.all([...this.screens.values()].map((s) => s.dispose()));
    this.screens.clear();
    await super.closeAll();
  }

  /**
   * Frames and layout changes of every phone. Returns the unsubscribe function. Phones stream only
   * while someone watches: a simulator nobody looks at spends no CPU on encoding pictures.
   */
  watchScreens(listener: (event: ScreenEvent) => void): () => void {
    const stop = this.screenEvents.on('event', listener);
    this.watching.count += 1;
    if (this.watching.count === 1)
      for (const screen of this.screens.values()) void screen.setActive(true);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      stop();
      this.watching.count -= 1;
      if (this.watching.count === 0)
        for (const screen of this.screens.values()) void screen.setActive(false);
    };
  }

  /** Whether a panel is watching now: the native sheets then wait for it (`sheets: 'panel'`). */
  panelConnected(): boolean {
    return this.watching.count > 0;
  }

  /** The last frame and orientation of each phone, for a panel that connects now. */
  screenSnapshot(): ScreenEvent[] {
    const events: ScreenEvent[] = [];
    for (const [phoneId, screen] of this.screens) {
      events.push({ type: 'layout', phoneId, orientation: this.orientation(phoneId) });
      if (screen.lastFrame) events.push({ type: 'frame', phoneId, frame: screen.lastFrame });
    }
    return events;
  }

  /** The phone's layout as the panel draws it. */
  layout(phoneId: string): FrameLayout {
    const { config } = this.phone(phoneId);
    return frameLayout(config.profile, config.mode, this.orientation(phoneId));
  }

  /** Sends the panel's input to the phone's page, in order. */
  async input(phoneId: string, events: readonly ScreenInput[]): Promise<void> {
    await this.screen(phoneId).input(events);
  }

  /**
   * How large the panel draws the phone's page, in device pixels: its stream is encoded no larger,
   * and not at all while the panel says the phone is out of sight. With several panels open the
   * last one to tell wins (the others scale the picture, or keep the last one).
   */
  async setView(phoneId: string, view: ScreenView): Promise<void> {
    await this.screen(phoneId).setView(view);
  }

  /** Whether the phone's frames are being encoded now (watched, in sight, with a page). */
  streaming(phoneId: string): boolean {
    return this.screen(phoneId).streaming;
  }

  /** Turns the phone (viewport, screen orientation, safe-area insets). */
  async rotate(phoneId: string, orientation: Orientation): Promise<void> {
    const { config } = this.phone(phoneId);
    this.orientations.set(phoneId, orientation);
    await this.screen(phoneId).setLayout(frameLayout(config.profile, config.mode, orientation));
    this.screenEvents.emit('event', { type: 'layout', phoneId, orientation });
  }

  /** The page's own pixels (PNG). */
  phoneScreenshot(phoneId: string): Promise<Buffer> {
    return this.phone(phoneId).screenshot();
  }

  /**
   * The phone in its frame (PNG, at the device's pixel ratio): the panel's own frame component
   * around the page's screenshot, as it is turned and with its sheet or prompt on screen.
   * @throws Error when the panel is not built.
   */
  async framedScreenshot(phoneId: string): Promise<Buffer> {
    const phone = this.phone(phoneId);
    const summary = (await this.getState()).phones.find((p) => p.id === phoneId);
    if (!summary) throw new Error(`没有这台手机：${phoneId}`);
    return framedStill(
      this.framedOptions.browser,
      {
        phone: summary,
        device: phone.config.profile,
        orientation: this.orientation(phoneId),
        shot: phone.closed ? null : await phone.screenshot(),
      },
      this.framedOptions.panelDir,
    );
  }

  /** Chromium's inspector for the phone's page. @throws Error without a remote-debugging port. */
  async devToolsUrl(phoneId: string): Promise<string> {
    const origin = this.framedOptions.devToolsOrigin;
    if (!origin)
      throw new Error(
        this.framedOptions.devToolsUnavailable ?? '浏览器未开启远程调试端口，无法打开开发者工具',
      );
    const targetId = await this.screen(phoneId).targetId();
    if (!targetId) throw new Error('页面已关闭，请先重新打开');
    const host = new URL(origin).host;
    return `${origin}/devtools/inspector.html?ws=${host}/devtools/page/${targetId}`;
  }

  private orientation(phoneId: string): Orientation {
    return this.orientations.get(phoneId) ?? 'portrait';
  }

  private screen(phoneId: string): PhoneScreen {
    this.phone(phoneId);
    const screen = this.screens.get(phoneId);
    if (!screen) throw new Error(`没有这台手机的画面：${phoneId}`);
    return screen;
  }

  /** Streams each phone's current page; new phones get a screen. */
  private async follow(): Promise<void> {
    const { phones } = await this.getState();
    await Promise.all(
      phones.map(async ({ id }) => {
        let host: ChromiumHostPhone;
        try {
          host = this.phone(id);
        } catch {
          return;
        }
        let screen = this.screens.get(id);
        if (!screen) {
          screen = new PhoneScreen(
            (frame) => this.screenEvents.emit('event', { type: 'frame', phoneId: id, frame }),
            this.layout(id),
          );
          this.screens.set(id, screen);
          await screen.setActive(this.watching.count > 0);
        }
        await screen.attach(host.closed ? null : host.phone.page, this.layout(id));
      }),
    );
  }
}
