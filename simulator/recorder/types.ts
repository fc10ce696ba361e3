/**
 * What a recording is made of: the locators the page side finds for an element (ranked as
 * Playwright's own selector generator ranks them) and the events of a QA session, in order.
 * Pure data, shared by the page script, the host and the spec generator.
 */

/** How a test finds one element again. */
export type LocatorSpec =
  | { kind: 'testId'; testId: string }
  | { kind: 'role'; role: string; name: string }
  | { kind: 'placeholder'; text: string }
  | { kind: 'label'; text: string }
  | { kind: 'alt'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'title'; text: string }
  | { kind: 'css'; selector: string };

/** A locator, optionally inside another (a named region or list) and the nth of its matches. */
export type ElementLocator = { base: LocatorSpec; within?: ElementLocator; nth?: number };

/** A value QA typed that a recording must not keep: the generator asks the fixtures instead. */
export type SecretKind = 'sms-code' | 'password';

/** What QA did on the page, as the page side saw it. `screen`: the document's title then. */
export type PageAction = { screen: string } & (
  | { type: 'click'; target: ElementLocator }
  | { type: 'check' | 'uncheck'; target: ElementLocator }
  | { type: 'fill'; target: ElementLocator; value: string }
  /** `value` only reaches mirrored phones: a recording never writes it. */
  | { type: 'fillSecret'; target: ElementLocator; secret: SecretKind; value: string }
  | { type: 'select'; target: ElementLocator; value: string }
  | { type: 'press'; target: ElementLocator; key: 'Enter' }
  /**
   * A scroll that ended at `top` (CSS px) in a container, or the page when `target` is null;
   * `ratio`: how far down its scroll range (0 to 1), which phones of other heights mirror.
   */
  | { type: 'scroll'; target: ElementLocator | null; top: number; ratio: number }
  /** An assertion QA picked on an element: its text (empty: visibility only). */
  | { type: 'assert'; target: ElementLocator; text: string }
);

/** The sheet answers a recording replays, in the testing entry's words. */
export type RecordedSheetAnswer =
  | { sheet: 'login'; answer: 'cancel' | { fail: string } | { signInAs: 'default' | 'new' } }
  | { sheet: 'payment'; answer: 'pay' | 'cancel' | { fail: string } }
  | { sheet: 'share'; answer: 'cancel' | { pick: string } };

/** Everything a recording holds, oldest first. */
export type RecordedEvent =
  | { type: 'page'; action: PageAction }
  /** The address field: a path on the app's origin. */
  | { type: 'navigate'; path: string }
  | { type: 'sheet'; answer: RecordedSheetAnswer }
  /** A scenario control of the mock API the panel called (`name` of the typed client). */
  | { type: 'scenario'; name: string; input: Record<string, unknown> }
  /** An assertion on the phone's bridge log: a call of `method` happened. */
  | { type: 'bridgeCall'; method: string };

/** The phone a recording starts on: the generated spec's `test.use`. */
export type RecordingStart = {
  device: string;
  deviceName: string;
  mode: 'app' | 'browser';
  network: string;
  /** App mode: whether the native app was signed in when recording started (as a new account on replay). */
  signedIn: boolean;
  /** Path on the app's origin the phone showed (the spec's start URL). */
  path: string;
  /** When it started, for the test's name (the host's clock). */
  startedAt: string;
};
