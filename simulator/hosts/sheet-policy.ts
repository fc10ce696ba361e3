/**
 * When the Chromium host's native sheets (login, share, payment) wait for QA and when they answer
 * themselves. The framed host draws the sheets over the phone in any browser that opens the panel,
 * so the rule is about whether a panel is connected, not whether this machine has a display.
 */
import type { InteractiveSheet } from '../bridge';

/**
 * `interactive`: sheets always wait for the panel's answer.
 * `auto`: they answer at once (sign in as the device's default member, share to WeChat, pay).
 * `panel`: they wait while a panel is connected and answer at once while none is, so a scripted
 * headless run still finishes and a QA who opens the panel answers them there.
 */
export type SheetPolicy = 'interactive' | 'auto' | 'panel';

/** Whether a sheet opening now waits for the panel. */
export function sheetWaits(policy: SheetPolicy, panelConnected: boolean): boolean {
  return policy === 'interactive' || (policy === 'panel' && panelConnected);
}

/**
 * The strategy to give the native session: the interactive sheet when {@link sheetWaits} says so
 * at the moment the sheet opens, else `auto`. A sheet already waiting stays open when the panel
 * goes away (a reloaded panel shows it again).
 */
export function gatedSheet<Request, Answer>(
  sheet: InteractiveSheet<Request, Answer>,
  waits: () => boolean,
  auto: (request: Request) => Promise<Answer>,
): (request: Request) => Promise<Answer> {
  return (request) => (waits() ? sheet.open(request) : auto(request));
}
