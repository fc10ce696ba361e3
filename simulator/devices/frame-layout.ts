/**
 * Where things sit on a simulated phone's screen, for the framed phones of the Chromium host: the
 * status bar, the native title bar (app) or the browser's bars (browser), the web page and the home
 * indicator, in portrait or landscape. Pure data, shared by the host (it sizes the page and its
 * safe-area insets from it) and the panel (it draws the frame and maps pointer input with it), so the
 * two can never disagree about where the page is.
 */
import { NATIVE_TITLE_BAR_HEIGHT, pageSafeArea, viewportFor } from './index';
import type { DeviceProfile, PhoneMode, SafeAreaInsets, Size } from './types';

export type Orientation = 'portrait' | 'landscape';
export const ORIENTATIONS: readonly Orientation[] = ['portrait', 'landscape'];

/** A rectangle in the screen's CSS pixels (origin at the screen's top-left corner). */
type Rect = { x: number; y: number; width: number; height: number };
export type Point = { x: number; y: number };

/** What covers the top of the screen below the status bar. */
type TopBar = 'title' | 'address' | null;
/** What sits below the page: the phone browser's toolbar or Android's navigation bar. */
type BottomBar = 'toolbar' | 'nav' | null;

export type FrameLayout = {
  orientation: Orientation;
  /** The whole screen (width and height swap in landscape). */
  screen: Size;
  /** Status bar height (0 where the system hides it: iPhones in landscape, desktops). */
  statusBar: number;
  topBar: TopBar;
  topBarHeight: number;
  /** The web page: what the browser context's viewport must be. */
  page: Rect;
  bottomBar: BottomBar;
  bottomBarHeight: number;
  /** The camera cut-out drawn in the status bar. */
  cutout: 'island' | 'notch' | null;
  /** iPhones without a home button draw the home indicator over the bottom of the screen. */
  homeIndicator: boolean;
  /** The page's `env(safe-area-inset-*)`. */
  insets: SafeAreaInsets;
};

/** Safari's address bar on iPhone; Chrome's on Android. */
const ADDRESS_BAR = { ios: 50, android: 56, desktop: 0 } as const;
/** The home indicator's inset in landscape (iOS keeps 21 px at the bottom). */
const LANDSCAPE_HOME_INSET = 21;
const NO_INSETS: SafeAreaInsets = { top: 0, right: 0, bottom: 0, left: 0 };

function cutoutOf(profile: DeviceProfile): FrameLayout['cutout'] {
  if (profile.platform !== 'ios') return null;
  if (profile.safeArea.top >= 59) return 'island';
  return profile.safeArea.top >= 44 ? 'notch' : null;
}

/**
 * The layout of a profile in a mode and orientation. In portrait the page is exactly the context's
 * viewport (`viewportFor`) and its insets `pageSafeArea`; in landscape the screen turns, iPhones hide
 * the status bar and the cut-out and home indicator become side and bottom insets.
 */
export function frameLayout(
  profile: DeviceProfile,
  mode: PhoneMode,
  orientation: Orientation = 'portrait',
): FrameLayout {
  const { platform } = profile;
  const appMode = mode === 'app' && platform !== 'desktop';
  const cutout = cutoutOf(profile);
  const homeIndicator = platform === 'ios' && profile.safeArea.bottom > 0;
  if (orientation === 'portrait' || platform === 'desktop') {
    const screen =
      platform === 'desktop'
        ? { width: profile.browserViewport.width, height: profile.browserViewport.height + 40 }
        : profile.screen;
    const statusBar = platform === 'desktop' ? 0 : profile.safeArea.top;
    const viewport = viewportFor(profile, mode);
    if (appMode) {
      const topBarHeight = NATIVE_TITLE_BAR_HEIGHT[platform];
      return {
        orientation: 'portrait',
        screen,
        statusBar,
        topBar: 'title',
        topBarHeight,
        page: { x: 0, y: statusBar + topBarHeight, ...viewport },
        bottomBar: null,
        bottomBarHeight: 0,
        cutout,
        homeIndicator,
        insets: pageSafeArea(profile, mode),
      };
    }
    // The browser's bars take what the page does not get: the address bar at the top, the rest below.
    const bars = screen.height - statusBar - viewport.height;
    const topBarHeight = platform === 'desktop' ? bars : Math.min(ADDRESS_BAR[platform], bars);
    const bottomBarHeight = bars - topBarHeight;
    return {
      orientation: 'portrait',
      screen,
      statusBar,
      topBar: 'address',
      topBarHeight,
      page: { x: 0, y: statusBar + topBarHeight, ...viewport },
      bottomBar: bottomBarHeight > 0 ? (platform === 'ios' ? 'toolbar' : 'nav') : null,
      bottomBarHeight,
      cutout,
      homeIndicator,
      insets: pageSafeArea(profile, mode),
    };
  }

  // Landscape: the screen turns left (the cut-out on the left edge).
  const screen = { width: profile.screen.height, height: profile.screen.width };
  const statusBar = platform === 'ios' ? 0 : profile.safeArea.top;
  const topBarHeight = appMode ? NATIVE_TITLE_BAR_HEIGHT[platform] : ADDRESS_BAR[platform];
  const top = statusBar + topBarHeight;
  const sideInset = cutout ? profile.safeArea.top : 0;
  const insets: SafeAreaInsets =
    platform === 'ios'
      ? {
          top: 0,
          right: sideInset,
          bottom: homeIndicator ? LANDSCAPE_HOME_INSET : 0,
          left: sideInset,
        }
      : NO_INSETS;
  return {
    orientation: 'landscape',
    screen,
    statusBar,
    topBar: appMode ? 'title' : 'address',
    topBarHeight,
    page: { x: 0, y: top, width: screen.width, height: screen.height - top },
    bottomBar: null,
    bottomBarHeight: 0,
    cutout,
    homeIndicator,
    insets,
  };
}

/**
 * Where a point on the drawn (scaled) screen lands on the page, in the page's CSS pixels; null when
 * it is outside the page (on the status bar, the title bar, the browser's bars).
 * @param point relative to the drawn screen's top-left corner, in the panel's CSS pixels
 * @param scale drawn size / the screen's CSS size
 */
export function screenPointToPage(point: Point, layout: FrameLayout, scale: number): Point | null {
  if (!(scale > 0)) return null;
  const x = point.x / scale - layout.page.x;
  const y = point.y / scale - layout.page.y;
  if (x < 0 || y < 0 || x > layout.page.width || y > layout.page.height) return null;
  return { x: round2(x), y: round2(y) };
}

/**
 * The scale that fits the framed screen (plus `bezel` on each side) into `box`, never enlarged.
 * @returns a factor in (0, 1]
 */
export function fitScale(layout: FrameLayout, box: Size, bezel: number): number {
  const width = layout.screen.width + 2 * bezel;
  const height = layout.screen.height + 2 * bezel;
  const scale = Math.min(1, box.width / width, box.height / height);
  return scale > 0 ? scale : 1;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** The device's bezel around the screen, in the screen's CSS pixels (framed screenshots include it). */
export const FRAME_BEZEL = 14;

/** The framed phone's outer size (screen plus bezel), in the screen's CSS pixels. */
export function framedSize(layout: FrameLayout): Size {
  return {
    width: layout.screen.width + 2 * FRAME_BEZEL,
    height: layout.screen.height + 2 * FRAME_BEZEL,
  };
}
