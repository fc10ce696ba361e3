/**
 * Lays phones out side by side in the phones window: each phone is its native chrome (status bar
 * and title or address bar) stacked on its web view, at the device's CSS size (one CSS pixel per
 * window pixel, so what QA sees is the phone's layout, not a scaled copy).
 */
export type Rect = { x: number; y: number; width: number; height: number };
export type PhoneSlot = { chrome: Rect; content: Rect; frame: Rect };

export const PHONE_GAP = 24;
export const WINDOW_PADDING = 16;

/** A phone's web view size (CSS px) and the native chrome above it (status bar + title or address bar). */
export type PhoneBox = { width: number; height: number; chromeHeight: number };

/** Where each phone goes, left to right, and the window size that holds them all. */
export function layoutPhones(phones: readonly PhoneBox[]): {
  slots: PhoneSlot[];
  width: number;
  height: number;
} {
  let x = WINDOW_PADDING;
  let maxHeight = 0;
  const slots = phones.map((phone) => {
    const { chromeHeight } = phone;
    const top = WINDOW_PADDING;
    // The web view gets exactly the profile's viewport, as on the Chromium host; the native
    // chrome sits above it.
    const contentHeight = phone.height;
    const slot: PhoneSlot = {
      frame: { x, y: WINDOW_PADDING, width: phone.width, height: chromeHeight + contentHeight },
      chrome: { x, y: top, width: phone.width, height: chromeHeight },
      content: { x, y: top + chromeHeight, width: phone.width, height: contentHeight },
    };
    x += phone.width + PHONE_GAP;
    maxHeight = Math.max(maxHeight, slot.frame.height);
    return slot;
  });
  const width = phones.length === 0 ? 400 : x - PHONE_GAP + WINDOW_PADDING;
  return { slots, width, height: maxHeight + 2 * WINDOW_PADDING };
}
