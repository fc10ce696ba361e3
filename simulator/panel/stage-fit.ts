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
export const MIN_FRAME_HEIGHT = 300;
/** Space between two phones' columns (the stage's CSS gap). */
export const STAGE_GAP = 16;

export type StageBox = { width: number; height: number };

/**
 * The column width of each of `count` phones in a stage `stageWidth` wide.
 * @param landscape which phones are turned (they may take up to their wider maximum).
 */
export function phoneColumnWidth(stageWidth: number, count: number, landscape: boolean): number {
  if (count <= 0) return 0;
  const share = Math.floor((stageWidth - STAGE_GAP * (count - 1)) / count);
  const max = landscape ? MAX_PHONE_COLUMN.landscape : MAX_PHONE_COLUMN.portrait;
  return Math.max(MIN_PHONE_COLUMN, Math.min(max, share));
}

/** The box the frame of one phone must fit: its column, under its toolbar, down to the window's bottom. */
export function frameBox(
  columnWidth: number,
  stageHeight: number,
  toolbarHeight: number,
  gap: number,
): StageBox {
  return {
    width: columnWidth,
    height: Math.max(MIN_FRAME_HEIGHT, stageHeight - toolbarHeight - gap),
  };
}
