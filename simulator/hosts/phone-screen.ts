/**
 * One framed phone's screen on the Chromium host: the page's pixels streamed with the DevTools
 * protocol's screencast, and the panel's input sent back through the protocol as touch, wheel and
 * keyboard events. Works on any Chromium Playwright can open a CDP session on (local or remote),
 * because it needs nothing but the page.
 */
import type { CDPSession, Page } from 'playwright';
import type { FrameLayout } from '../devices/frame-layout';
import type { ScreenFrame, ScreenInput, ScreenView, SCREEN_KEYS } from '../host-contract/screen';

/** DevTools protocol key codes of the keys the panel forwards (the rest arrives as text). */
const KEYS: Record<(typeof SCREEN_KEYS)[number], { code: string; keyCode: number; text?: string }> =
  {
    Backspace: { code: 'Backspace', keyCode: 8 },
    Tab: { code: 'Tab', keyCode: 9 },
    Enter: { code: 'Enter', keyCode: 13, text: '\r' },
    Escape: { code: 'Escape', keyCode: 27 },
    ArrowLeft: { code: 'ArrowLeft', keyCode: 37 },
    ArrowUp: { code: 'ArrowUp', keyCode: 38 },
    ArrowRight: { code: 'ArrowRight', keyCode: 39 },
    ArrowDown: { code: 'ArrowDown', keyCode: 40 },
    Delete: { code: 'Delete', keyCode: 46 },
  };

/**
 * Stream pixels per CSS pixel until the panel says how large it draws the phone ({@link
 * PhoneScreen.setView}): the page renders at the profile's deviceScaleFactor (3 on an iPhone), but
 * encoding and shipping that many pixels for a picture drawn at a third of it is most of the cost
 * with several phones on a small machine.
 */
const DEFAULT_DENSITY = 1;
/** Enough for text drawn at its real size; above it the JPEGs grow faster than they sharpen. */
const JPEG_QUALITY = 60;
/** A view that differs by less than this many pixels keeps the running stream (no restart on rounding). */
const VIEW_TOLERANCE = 4;

/** A panel that has not told yet draws the phone: only an explicit `visible: false` hides it. */
const isVisible = (view: ScreenView | null): boolean => view?.visible !== false;

export class PhoneScreen {
  private cdp: CDPSession | null = null;
  /** The page `cdp` talks to (its emulation overrides last as long as the session). */
  private cdpPage: Page | null = null;
  private page: Page | null = null;
  private latest: ScreenFrame | null = null;
  private attaching: Promise<void> = Promise.resolve();
  /** Whether anyone watches: without a panel the page is not encoded at all. */
  private active = false;
  /** Input is applied in order, one event after the other (a move must not overtake its start). */
  private queue: Promise<void> = Promise.resolve();
  /** The panel's drawn size of the page in device pixels (null until it tells). */
  private view: ScreenView | null = null;
  /** Whether Chromium is encoding this page's frames now. */
  private started = false;

  constructor(
    private readonly onFrame: (frame: ScreenFrame) => void,
    private layout: FrameLayout,
  ) {}

  /** Whether frames are being encoded: watched, on the panel's screen, with a page. */
  get streaming(): boolean {
    return this.started;
  }

  /** The last frame (a panel that connects late draws it at once). */
  get lastFrame(): ScreenFrame | null {
    return this.latest;
  }

  get currentLayout(): FrameLayout {
    return this.layout;
  }

  /**
   * Streams `page` (or nothing once it is closed) laid out as `layout`; a no-op when it already
   * streams that page. A new page of a turned phone is turned too.
   */
  attach(page: Page | null, layout: FrameLayout = this.layout): Promise<void> {
    const target = page && !page.isClosed() ? page : null;
    if (target === this.page) return this.attaching;
    this.page = target;
    // Another page's last picture is not this one's (a hidden phone keeps it until it streams again).
    this.latest = null;
    this.layout = layout;
    this.attaching = this.attaching
      .then(async () => {
        if (target && layout.orientation === 'landscape') await this.applyLayout(target);
        await this.restart(target);
      })
      .catch(() => undefined);
    return this.attaching;
  }

  /** Starts or stops the stream (the host does when the first panel connects and the last one leaves). */
  setActive(active: boolean): Promise<void> {
    if (active === this.active) return this.attaching;
    this.active = active;
    const page = this.page;
    this.attaching = this.attaching.then(() => this.restart(page)).catch(() => undefined);
    return this.attaching;
  }

  /**
   * Sizes the stream to how large the panel draws the page (device pixels): Chromium scales each
   * frame down before encoding it. A size within a few pixels of the current one changes nothing.
   * A phone out of the panel's sight is not encoded at all (its last frame stays for the panel).
   */
  setView(view: ScreenView): Promise<void> {
    const current = this.view;
    const sameSize =
      current &&
      Math.abs(current.width - view.width) < VIEW_TOLERANCE &&
      Math.abs(current.height - view.height) < VIEW_TOLERANCE;
    if (sameSize && isVisible(current) === isVisible(view)) return this.attaching;
    this.view = view;
    const page = this.page;
    this.attaching = this.attaching.then(() => this.restart(page)).catch(() => undefined);
    return this.attaching;
  }

  /** Applies a new layout (rotation) to the page: viewport, orientation and safe-area insets. */
  async setLayout(layout: FrameLayout): Promise<void> {
    this.layout = layout;
    await this.attaching;
    const page = this.page;
    if (!page || page.isClosed()) return;
    await this.applyLayout(page);
    await this.restart(page);
  }

  private async applyLayout(page: Page): Promise<void> {
    const { layout } = this;
    // Playwright turns a wider-than-tall mobile viewport into a landscape screen orientation.
    await page.setViewportSize({ width: layout.page.width, height: layout.page.height });
    const cdp = await this.session();
    // Experimental in the protocol: an older Chromium just shows no insets.
    await cdp
      ?.send('Emulation.setSafeAreaInsetsOverride', { insets: layout.insets })
      .catch(() => undefined);
  }

  /** Sends the panel's input to the page, in order. */
  input(events: readonly ScreenInput[]): Promise<void> {
    const run = this.queue.then(async () => {
      for (const event of events) await this.dispatch(event);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The DevTools protocol id of the page (for the inspector's URL). */
  async targetId(): Promise<string | null> {
    const cdp = await this.session();
    if (!cdp) return null;
    const { targetInfo } = (await cdp.send('Target.getTargetInfo')) as {
      targetInfo: { targetId: string };
    };
    return targetInfo.targetId;
  }

  async dispose(): Promise<void> {
    this.page = null;
    await this.attaching;
    await this.stop();
  }

  private async session(): Promise<CDPSession | null> {
    const page = this.page;
    if (!page || page.isClosed()) return null;
    if (this.cdp && this.cdpPage !== page) await this.stop();
    if (!this.cdp) {
      const cdp = await page.context().newCDPSession(page);
      cdp.on('Page.screencastFrame', (event) => {
        // Acked first, before anything else is done with the frame: Chromium paints the next one
        // only after the ack, so the page's next frame is being captured while this one travels.
        void cdp
          .send('Page.screencastFrameAck', { sessionId: event.sessionId })
          .catch(() => undefined);
        const m = event.metadata;
        this.latest = {
          data: event.data,
          width: Math.round(m.deviceWidth),
          height: Math.round(m.deviceHeight),
          at: m.timestamp ? Math.round(m.timestamp * 1000) : Date.now(),
        };
        this.onFrame(this.latest);
      });
      this.cdp = cdp;
      this.cdpPage = page;
    }
    return this.cdp;
  }

  private async stop(): Promise<void> {
    const cdp = this.cdp;
    this.cdp = null;
    this.cdpPage = null;
    this.started = false;
    if (!cdp) return;
    await cdp.send('Page.stopScreencast').catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }

  private async restart(page: Page | null): Promise<void> {
    if (!page || page.isClosed()) {
      this.latest = null;
      await this.stop();
      return;
    }
    const cdp = await this.session();
    if (!cdp) return;
    await cdp.send('Page.stopScreencast').catch(() => undefined);
    this.started = false;
    if (!this.active || !isVisible(this.view)) return;
    // A new stream's first frame replaces the last one (it may show another page or size).
    this.latest = null;
    const { width, height } = this.streamSize();
    await cdp.send('Page.startScreencast', {
      format: 'jpeg',
      quality: JPEG_QUALITY,
      maxWidth: width,
      maxHeight: height,
      everyNthFrame: 1,
    });
    this.started = true;
  }

  /**
   * The largest frame to encode: the panel's view, turned to the page's current orientation (a
   * rotation restarts the stream before the panel has told its new size).
   */
  private streamSize(): ScreenView {
    const { width, height } = this.layout.page;
    const view = this.view;
    if (!view)
      return {
        width: Math.round(width * DEFAULT_DENSITY),
        height: Math.round(height * DEFAULT_DENSITY),
      };
    const turned = view.width > view.height !== width > height;
    return turned ? { width: view.height, height: view.width } : view;
  }

  private async dispatch(event: ScreenInput): Promise<void> {
    const cdp = await this.session();
    if (!cdp) return;
    switch (event.type) {
      case 'touchStart':
      case 'touchMove':
        await cdp.send('Input.dispatchTouchEvent', {
          type: event.type,
          touchPoints: (event.points ?? [event]).map((p, id) => ({ x: p.x, y: p.y, id })),
        });
        return;
      case 'touchEnd':
      case 'touchCancel':
        await cdp.send('Input.dispatchTouchEvent', { type: event.type, touchPoints: [] });
        return;
      case 'wheel':
        await cdp.send('Input.dispatchMouseEvent', {
          type: 'mouseWheel',
          x: event.x,
          y: event.y,
          deltaX: event.deltaX,
          deltaY: event.deltaY,
        });
        return;
      case 'text':
        // Committed text, as an IME commits it: Chinese arrives whole, with input events in the page.
        await cdp.send('Input.insertText', { text: event.text });
        return;
      case 'key': {
        const key = KEYS[event.key];
        const common = {
          key: event.key,
          code: key.code,
          windowsVirtualKeyCode: key.keyCode,
          nativeVirtualKeyCode: key.keyCode,
        };
        await cdp.send('Input.dispatchKeyEvent', {
          type: key.text ? 'keyDown' : 'rawKeyDown',
          ...common,
          ...(key.text ? { text: key.text } : {}),
        });
        await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common });
        return;
      }
    }
  }
}
