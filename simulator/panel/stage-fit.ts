/**
 * How large each phone of the stage is drawn so that all of them fit the window side by side:
 * the stage's width is shared equally, and each phone's frame takes the height its toolbar leaves.
 * Below a legible size phones stop shrinking and the stage scrolls sideways instead.
 */

/** Narrowest column a phone gets (its toolbar wraps, its frame shrinks): narrower is unreadable. */
export const MIN_PHONE_COLUMN = 220;
/** Widest a phone is drawn: upright phones at about their CSS size, turned ones wider. */
export const MAX_PHONE_COLUMN = { portrait: 520, landscape: 900 } as const;
/** Lowest a frame is drawn, whatever the window: shorter is unreadable. */
export const MIN_FRAME_HEIGHT = 200;
/** Space between two phones' columns (the stage's CSS gap). */
export const STAGE_GAP = 16;

export type StageBox = { width: number; height: number };

/**
 * A turned phone's share of the stage against an upright one's: about the ratio of a phone's
 * sides, so a turned phone is drawn as tall as its neighbours instead of a strip in an upright
 * phone's column.
 */
export const LANDSCAPE_SHARE = 2;

/**
 * The column width of each phone in a stage `stageWidth` wide, in order: the width is shared by
 * weight (a turned phone takes `LANDSCAPE_SHARE` upright shares), the gaps taken out.
 * @param landscape for each phone, whether it is turned (it may then take its wider maximum).
 */
export function phoneColumnWidths(stageWidth: number, landscape: readonly boolean[]): number[] {
  const count = landscape.length;
  if (count === 0) return [];
  const shares = landscape.reduce((sum, turned) => sum + (turned ? LANDSCAPE_SHARE : 1), 0);
  const unit = (stageWidth - STAGE_GAP * (count - 1)) / shares;
  return landscape.map((turned) => {
    const share = Math.floor(unit * (turned ? LANDSCAPE_SHARE : 1));
    const max = turned ? MAX_PHONE_COLUMN.landscape : MAX_PHONE_COLUMN.portrait;
    const min = turned ? MIN_PHONE_COLUMN * LANDSCAPE_SHARE : MIN_PHONE_COLUMN;
    return Math.max(min, Math.min(max, share));
  });
}

/**
 * The box the frame of one phone must fit: its column, below what its column draws above the
 * frame (its toolbar and the gap under it, as laid out), down to the stage's bottom.
 */
export function frameBox(columnWidth: number, stageHeight: number, chromeAbove: number): StageBox {
  return {
    width: columnWidth,
    height: Math.max(MIN_FRAME_HEIGHT, stageHeight - chromeAbove),
  };
}

/**
 * The stage's least height: room for the phone with the tallest chrome above its frame (toolbar
 * and gap) at its smallest frame, plus the stage's own padding and scrollbar. The panel gives the
 * stage at least this much, so a grown log drawer stops before it covers a phone.
 * @param chromeAbove per phone, what its column draws above the frame
 * @param outside the stage's height outside its content box (padding, a scrollbar)
 */
export function stageMinHeight(chromeAbove: readonly number[], outside: number): number {
  if (chromeAbove.length === 0) return 0;
  return Math.ceil(Math.max(...chromeAbove) + MIN_FRAME_HEIGHT + outside);
}
