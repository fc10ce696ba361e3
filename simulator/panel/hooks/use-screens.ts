import { useEffect, useMemo, useState } from 'react';
import type { Orientation, ScreenFrame } from '../../host-contract/screen';
import type { ScreenClient } from '../screen-client';

/** Per-phone frame listeners: frames skip React (a render per frame would cost the panel its speed). */
export type FrameHub = {
  /** Calls `listener` with the phone's last frame now (if any) and every new one. Returns the unsubscribe function. */
  onFrame(phoneId: string, listener: (frame: ScreenFrame) => void): () => void;
};

/** One subscription to the screen channel for the whole panel: frames by phone, and each phone's orientation. */
export function useScreens(client: ScreenClient): {
  hub: FrameHub;
  orientations: Record<string, Orientation>;
} {
  const [orientations, setOrientations] = useState<Record<string, Orientation>>({});
  const hub = useMemo(() => {
    const last = new Map<string, ScreenFrame>();
    const listeners = new Map<string, Set<(frame: ScreenFrame) => void>>();
    return {
      last,
      listeners,
      onFrame(phoneId: string, listener: (frame: ScreenFrame) => void) {
        const set = listeners.get(phoneId) ?? new Set();
        listeners.set(phoneId, set);
        set.add(listener);
        const frame = last.get(phoneId);
        if (frame) listener(frame);
        return () => set.delete(listener);
      },
    };
  }, []);
  useEffect(
    () =>
      client.subscribe((event) => {
        if (event.type === 'frame') {
          hub.last.set(event.phoneId, event.frame);
          for (const listener of hub.listeners.get(event.phoneId) ?? []) listener(event.frame);
        } else {
          setOrientations((current) => ({ ...current, [event.phoneId]: event.orientation }));
        }
      }),
    [client, hub],
  );
  return { hub, orientations };
}
