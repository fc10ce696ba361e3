/**
 * The panel's client of the framed host's screen channel (simulator/hosts/screen-routes.ts): one
 * event stream with every phone's frames, and input sent in order, batched while a request is out.
 */
import {
  SCREEN_API_PREFIX,
  type Orientation,
  type ScreenEvent,
  type ScreenInput,
  type ScreenView,
} from '../host-contract/screen';
import { sharedEventSource } from './shared-event-source';

/** What the framed phones need from the host besides the PanelHost calls. */
export interface ScreenClient {
  /** Every phone's frames and layout changes. Returns the unsubscribe function. */
  subscribe(listener: (event: ScreenEvent) => void): () => void;
  /** Queues input for a phone; events leave in order, several per request when they pile up. */
  input(phoneId: string, event: ScreenInput): void;
  rotate(phoneId: string, orientation: Orientation): Promise<void>;
  /** Tells the host how large the page is drawn (device pixels) and whether it is in sight, so it streams no more than that. */
  view(phoneId: string, view: ScreenView): void;
  /** Chromium's inspector URL for the phone's page. */
  devToolsUrl(phoneId: string): Promise<string>;
  /** The PNG download of the phone's page, or of the framed phone. */
  screenshotUrl(phoneId: string, framed: boolean): string;
}

type Answer = { ok: true; result: unknown } | { ok: false; message: string };

export function createScreenClient(
  base = '',
  fetchImpl: typeof fetch = (...a) => fetch(...a),
): ScreenClient {
  const post = async (phoneId: string, action: string, body: unknown): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetchImpl(
        `${base}${SCREEN_API_PREFIX}/${encodeURIComponent(phoneId)}/${action}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
      );
    } catch {
      throw new Error('无法连接模拟器，请确认 npm run sim 仍在运行');
    }
    const answer = (await response.json().catch(() => ({
      ok: false,
      message: `模拟器返回了无法识别的响应（HTTP ${response.status}）`,
    }))) as Answer;
    if (!answer.ok) throw new Error(answer.message);
    return answer.result;
  };

  const queues = new Map<string, { events: ScreenInput[]; sending: boolean }>();
  const views = new Map<string, string>();
  const drain = async (phoneId: string): Promise<void> => {
    const queue = queues.get(phoneId);
    if (!queue || queue.sending) return;
    queue.sending = true;
    while (queue.events.length > 0) {
      const events = queue.events.splice(0, 500);
      // A lost touch is not worth an error dialog: the next gesture starts afresh.
      await post(phoneId, 'input', { events }).catch(() => undefined);
    }
    queue.sending = false;
  };

  return {
    subscribe: sharedEventSource<ScreenEvent>(`${base}${SCREEN_API_PREFIX}/events`),
    input(phoneId, event) {
      const queue = queues.get(phoneId) ?? { events: [], sending: false };
      queues.set(phoneId, queue);
      const last = queue.events.at(-1);
      // Moves not yet sent collapse into the latest: the page only needs where the finger is now.
      if (event.type === 'touchMove' && last?.type === 'touchMove')
        queue.events[queue.events.length - 1] = event;
      else queue.events.push(event);
      void drain(phoneId);
    },
    view(phoneId, view) {
      const key = `${view.width}x${view.height}${view.visible === false ? ' hidden' : ''}`;
      if (views.get(phoneId) === key) return;
      views.set(phoneId, key);
      // A lost size only leaves the stream at its previous size: not worth an error dialog.
      void post(phoneId, 'view', view).catch(() => views.delete(phoneId));
    },
    async rotate(phoneId, orientation) {
      await post(phoneId, 'rotate', { orientation });
    },
    async devToolsUrl(phoneId) {
      const result = (await post(phoneId, 'devtools', {})) as { url: string };
      return result.url;
    },
    screenshotUrl(phoneId, framed) {
      return `${base}${SCREEN_API_PREFIX}/${encodeURIComponent(phoneId)}/shot.png${framed ? '?framed=1' : ''}`;
    },
  };
}
