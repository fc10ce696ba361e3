/**
 * What the phone's system (phone-system.ts) needs from the browser that shows the phone's page:
 * one implementation over Playwright (playwright-driver.ts, the Chromium hosts) and one over
 * Electron's webContents and its DevTools protocol client (main/electron-system-driver.ts). The
 * system's logic lives once, in PhoneSystem; a driver only carries its requests to the page.
 */
import type { Appearance } from '../../host-contract/shell';

/** Sends one DevTools protocol command to the page and resolves with its result. */
export type CdpSend = (method: string, params?: Record<string, unknown>) => Promise<unknown>;

/** A file handed to the page's file input. */
export type PickedPayload = { name: string; mimeType: string; buffer: Buffer };

/** The file or camera picker a page opened (an `<input type=file>` clicked). */
export type FileChooserRequest = {
  /** The input's `accept` ('' when none). */
  accept: string;
  /** Whether the input has a `capture` attribute (the camera). */
  capture: boolean;
  multiple: boolean;
  /** Answers the picker; none: cancelled. */
  setFiles(files: readonly PickedPayload[]): Promise<void>;
};

/** The page the phone shows now (a new one after the phone reopens it). */
export interface SystemPage {
  isClosed(): boolean;
  /** Evaluates a script in the page's main world. */
  evaluate(script: string): Promise<unknown>;
  /** How many pages back the web view can go (the blank page a new tab starts on does not count). */
  historyIndex(): Promise<number>;
  goBack(): Promise<void>;
  /** The web view goes away (the app closes it); the phone reopens it with a load. */
  close(): Promise<void>;
  /** CSS px of the page's viewport. */
  viewportSize(): { width: number; height: number };
  /** Runs `use` with a DevTools protocol client of this page (for touch events). */
  withCdp<T>(use: (send: CdpSend) => Promise<T>): Promise<T>;
  /** Applies the phone's display and language settings to this page and its next documents. */
  applyAppearance(appearance: Appearance): Promise<void>;
}

/** The browser side of the phone: every page of it, now and later. */
export interface SystemDriver {
  /** Runs `script` in every new document of the phone, before the page's own scripts. */
  addInitScript(script: string): Promise<void>;
  /** `window[name](request)` in the page: a promise of what `handler` returns (or its error). */
  exposeFunction(name: string, handler: (request: unknown) => Promise<unknown>): Promise<void>;
  /** Where the phone is. */
  setGeolocation(position: {
    latitude: number;
    longitude: number;
    accuracy: number;
  }): Promise<void>;
  /** The browser lets `origin` read the position (the phone's own permission said yes). */
  grantGeolocation(origin: string): Promise<void>;
  /** `pick` answers every file chooser the phone's pages open. */
  onFileChooser(pick: (chooser: FileChooserRequest) => Promise<void>): void;
  /** The page shown now. */
  page(): SystemPage;
}
