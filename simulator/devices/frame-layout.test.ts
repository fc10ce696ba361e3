import { describe, expect, it } from 'vitest';
import { devices, getDevice, pageSafeArea, supportsAppMode, viewportFor } from './index';
import { fitScale, FRAME_BEZEL, frameLayout, framedSize, screenPointToPage } from './frame-layout';

describe('frameLayout', () => {
  it('in portrait, the page is exactly the context viewport and insets of every profile and mode', () => {
    for (const device of devices) {
      for (const mode of supportsAppMode(device)
        ? (['app', 'browser'] as const)
        : (['browser'] as const)) {
        const layout = frameLayout(device, mode);
        expect(
          { width: layout.page.width, height: layout.page.height },
          `${device.id} ${mode}`,
        ).toEqual(viewportFor(device, mode));
        expect(layout.insets).toEqual(pageSafeArea(device, mode));
        // Status bar, top bar, page and bottom bar tile the screen from top to bottom.
        expect(
          layout.statusBar + layout.topBarHeight + layout.page.height + layout.bottomBarHeight,
          `${device.id} ${mode}`,
        ).toBe(layout.screen.height);
        expect(layout.page.y).toBe(layout.statusBar + layout.topBarHeight);
        expect(layout.bottomBarHeight).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('draws the native title bar in the app and the browser bars in the browser', () => {
    const app = frameLayout(getDevice('iphone-15'), 'app');
    expect(app).toMatchObject({
      statusBar: 59,
      topBar: 'title',
      topBarHeight: 44,
      bottomBar: null,
      cutout: 'island',
      homeIndicator: true,
    });
    expect(app.insets).toEqual({ top: 0, right: 0, bottom: 34, left: 0 });

    const safari = frameLayout(getDevice('iphone-15'), 'browser');
    expect(safari).toMatchObject({
      topBar: 'address',
      topBarHeight: 50,
      bottomBar: 'toolbar',
      bottomBarHeight: 852 - 59 - 50 - 659,
    });

    const chrome = frameLayout(getDevice('xiaomi-14'), 'browser');
    expect(chrome).toMatchObject({
      statusBar: 34,
      topBar: 'address',
      topBarHeight: 56,
      bottomBar: 'nav',
      bottomBarHeight: 48,
      cutout: null,
      homeIndicator: false,
    });
    expect(frameLayout(getDevice('iphone-14'), 'app').cutout).toBe('notch');
    expect(frameLayout(getDevice('iphone-se'), 'app')).toMatchObject({
      cutout: null,
      homeIndicator: false,
    });
  });

  it('turns the screen in landscape: iPhones hide the status bar, the cut-out and home indicator become insets', () => {
    const layout = frameLayout(getDevice('iphone-15'), 'app', 'landscape');
    expect(layout.screen).toEqual({ width: 852, height: 393 });
    expect(layout).toMatchObject({ statusBar: 0, topBar: 'title', topBarHeight: 44 });
    expect(layout.page).toEqual({ x: 0, y: 44, width: 852, height: 393 - 44 });
    expect(layout.insets).toEqual({ top: 0, right: 59, bottom: 21, left: 59 });

    const android = frameLayout(getDevice('pixel-8'), 'browser', 'landscape');
    expect(android.screen).toEqual({ width: 915, height: 412 });
    expect(android.page).toEqual({ x: 0, y: 40 + 56, width: 915, height: 412 - 40 - 56 });
    expect(android.insets).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    // The page is wider than tall: Playwright reports a landscape screen orientation for it.
    expect(android.page.width).toBeGreaterThan(android.page.height);
  });

  it('keeps desktops upright in a browser window', () => {
    const desktop = getDevice('desktop-chrome-windows');
    expect(frameLayout(desktop, 'browser', 'landscape').orientation).toBe('portrait');
    expect(frameLayout(desktop, 'browser').page).toEqual({ x: 0, y: 40, width: 1280, height: 720 });
  });
});

describe('screenPointToPage', () => {
  const portrait = frameLayout(getDevice('iphone-15'), 'app');

  it('maps a point on the drawn screen to page pixels through the scale and the bars above the page', () => {
    // Drawn at half size: the page starts 103 CSS px (59 status + 44 title) down, 51.5 drawn px.
    expect(screenPointToPage({ x: 100, y: 51.5 }, portrait, 0.5)).toEqual({ x: 200, y: 0 });
    expect(screenPointToPage({ x: 100, y: 151.5 }, portrait, 0.5)).toEqual({ x: 200, y: 200 });
    expect(screenPointToPage({ x: 196.5, y: 103 + 749 }, portrait, 1)).toEqual({
      x: 196.5,
      y: 749,
    });
  });

  it('answers null on the status bar, the title bar, and outside the screen', () => {
    expect(screenPointToPage({ x: 100, y: 20 }, portrait, 1)).toBeNull();
    expect(screenPointToPage({ x: 100, y: 80 }, portrait, 1)).toBeNull();
    expect(screenPointToPage({ x: 500, y: 300 }, portrait, 1)).toBeNull();
    expect(screenPointToPage({ x: 10, y: 10 }, portrait, 0)).toBeNull();
  });

  it('follows the rotation: in landscape the page sits right under the title bar, full width', () => {
    const landscape = frameLayout(getDevice('iphone-15'), 'app', 'landscape');
    expect(screenPointToPage({ x: 800 * 0.75, y: (44 + 100) * 0.75 }, landscape, 0.75)).toEqual({
      x: 800,
      y: 100,
    });
    // x = 800 is off the portrait page (393 wide) but on the turned one.
    expect(screenPointToPage({ x: 800, y: 200 }, portrait, 1)).toBeNull();
  });

  it('places the browser page below the status and address bars, above the toolbar', () => {
    const safari = frameLayout(getDevice('iphone-15'), 'browser');
    expect(screenPointToPage({ x: 10, y: 59 + 50 + 5 }, safari, 1)).toEqual({ x: 10, y: 5 });
    expect(screenPointToPage({ x: 10, y: 852 - 10 }, safari, 1)).toBeNull();
  });
});

describe('fitScale and framedSize', () => {
  const layout = frameLayout(getDevice('iphone-15'), 'app');

  it('adds the bezel on every side', () => {
    expect(framedSize(layout)).toEqual({
      width: 393 + 2 * FRAME_BEZEL,
      height: 852 + 2 * FRAME_BEZEL,
    });
  });

  it('fits the framed phone into the box, never enlarging it', () => {
    expect(fitScale(layout, { width: 2000, height: 2000 }, FRAME_BEZEL)).toBe(1);
    const scale = fitScale(layout, { width: 500, height: 440 }, FRAME_BEZEL);
    expect(scale).toBeCloseTo(440 / (852 + 2 * FRAME_BEZEL));
    expect(
      fitScale(
        frameLayout(getDevice('iphone-15'), 'app', 'landscape'),
        { width: 440, height: 2000 },
        FRAME_BEZEL,
      ),
    ).toBeCloseTo(440 / (852 + 2 * FRAME_BEZEL));
  });
});
