/**
 * The phone's system as methods of the {@link Phone} object (launch-phone.ts): what a test script
 * calls on a phone, each one logged in its bridge log under `system.*`.
 */
import type {
  Appearance,
  PermissionSetting,
  PromptAnswer,
  ShellPrompt,
} from '../../host-contract/shell';
import type { WaitOptions } from '../../bridge/wait-for-entry';
import type { PhoneSystem } from './phone-system';
import { longPressSteps, swipeSteps, twoFingerSteps, type Point } from './touch-gestures';

export type SystemMethods = {
  /** The phone's system: its state, prompts and settings (what the panel shows). */
  readonly system: PhoneSystem;
  /** The app (or browser) goes to the background: `document.visibilityState` becomes hidden. */
  background(): Promise<void>;
  /** Back to the front: visible again, and in the app the bridge's `resume` event. */
  foreground(): Promise<void>;
  /** A notification tapped: the app comes to the front at `url` (path, universal link or taxapp://). */
  pushNotification(push: { title: string; body?: string; url: string }): Promise<void>;
  /** A link from another app: `taxapp://route` (app mode) or a universal link on the app's origin. */
  openDeepLink(link: string): Promise<void>;
  /** Android's back button: history back, else the app closes the web view (the browser leaves). */
  systemBack(): Promise<void>;
  /** The swipe from the left edge: back a page on iOS, the back gesture on Android. */
  edgeSwipeBack(): Promise<void>;
  /** The location permission (`ask`: the page's request shows the prompt) and the phone's position. */
  setGeolocation(next: {
    permission?: PermissionSetting;
    latitude?: number;
    longitude?: number;
  }): Promise<void>;
  /** The paste permission (iOS asks by default) and what another app copied. */
  setClipboard(next: { permission?: PermissionSetting; text?: string }): void;
  /** The phone's clipboard: what the page copied last (navigator.clipboard.writeText) or QA put there. */
  clipboardText(): string;
  /** The system prompt on screen now (location, paste, file picker), or null. */
  prompt(): ShellPrompt | null;
  /** The prompt of `kind` on screen now or the next one. */
  waitForPrompt(kind?: ShellPrompt['kind'], options?: WaitOptions): Promise<ShellPrompt>;
  /** `{ allow }` for location and paste, `{ files }` for the picker (`'sample'`: the bundled photo; null: cancel). */
  answerPrompt(answer: PromptAnswer): void;
  /** One finger held at `at` (CSS px of the page) for `durationMs` (800). */
  longPress(at: Point, options?: { durationMs?: number }): Promise<void>;
  /** One finger dragged from `from` to `to` in `durationMs` (300): a scroll. */
  swipe(from: Point, to: Point, options?: { durationMs?: number }): Promise<void>;
  /** A quick flick (100 ms, speeding up): the page keeps scrolling with momentum after the finger leaves. */
  fling(from: Point, to: Point): Promise<void>;
  /** Two fingers around `center` spreading (scale > 1) or closing (scale < 1). */
  pinch(center: Point, scale: number): Promise<void>;
  /** Two fingers around `center` turning by `degrees` (clockwise). */
  twoFingerRotate(center: Point, degrees: number): Promise<void>;
  /** Dark mode, system text size, reduced motion, language; only what is given changes. */
  setAppearance(next: Partial<Appearance>): Promise<void>;
  appearance(): Appearance;
};

export function systemMethods(system: PhoneSystem): SystemMethods {
  return {
    system,
    background: () => system.background(),
    foreground: () => system.foreground(),
    pushNotification: (push) => system.pushNotification(push),
    openDeepLink: (link) => system.openDeepLink(link),
    systemBack: () => system.systemBack(),
    edgeSwipeBack: () => system.edgeSwipeBack(),
    setGeolocation: (next) => system.setGeolocation(next),
    setClipboard: (next) => system.setClipboard(next),
    clipboardText: () => system.clipboardText(),
    prompt: () => system.prompts.current(),
    waitForPrompt: (kind, options) => system.prompts.waitFor(kind, options),
    answerPrompt: (answer) => system.answerPrompt(answer),
    longPress: (at, options) => system.touch(longPressSteps(at, options?.durationMs), 'longPress'),
    swipe: (from, to, options) =>
      system.touch(swipeSteps(from, to, options?.durationMs ?? 300), 'swipe'),
    fling: (from, to) => system.touch(swipeSteps(from, to, 100, { accelerate: true }), 'fling'),
    pinch: (center, scale) => system.touch(twoFingerSteps(center, { scale }), 'pinch'),
    twoFingerRotate: (center, degrees) =>
      system.touch(twoFingerSteps(center, { degrees }), 'rotate'),
    setAppearance: (next) => system.setAppearance(next),
    appearance: () => system.appearance(),
  };
}
