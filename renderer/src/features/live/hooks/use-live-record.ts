import { useEffect, useRef } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { sendLiveRecord, sendLiveRecordOnLeave } from '../api/live-api';
import {
  LIVE_RECORD_EVERY_MS,
  LiveWatch,
  liveRecordBody,
  type LiveTarget,
} from '../lib/live-watch';
import { useVisibleInterval } from './use-visible-interval';

/**
 * Records a live session watched (POST /live/record/add with recordLiveParams, also kept
 * in the store): on entering the room (the stream shown), every 30 s while it plays on a visible
 * page, and on leaving (a keepalive request). `target` null: no live stream shown. Returns `sync`,
 * which the player calls on its play/pause/buffering events so only watched time counts.
 */
export function useLiveRecord(
  target: LiveTarget | null,
  video: () => HTMLVideoElement | null,
): () => void {
  const watch = useRef<LiveWatch | null>(null);
  const record = useRef<(leaving: boolean) => void>(() => undefined);
  const key = target ? `${target.courseId}:${target.chapterId}` : null;

  const sync = () => {
    const w = watch.current;
    const v = video();
    if (!w) return;
    // Buffering (`waiting`) leaves the data short of HAVE_FUTURE_DATA (3): not watching either.
    const playing =
      v !== null &&
      !v.paused &&
      !v.ended &&
      v.readyState >= 3 &&
      document.visibilityState !== 'hidden';
    if (playing) w.start();
    else w.stop();
  };

  useEffect(() => {
    if (!target) return undefined;
    const w = new LiveWatch(() => Date.now());
    watch.current = w;
    const send = (leaving: boolean) => {
      const body = liveRecordBody(target, w.seconds());
      const store = useSessionStore.getState();
      store.setRecordLiveParams(body);
      if (!store.token) return;
      if (leaving) sendLiveRecordOnLeave(body);
      else sendLiveRecord(body).catch(() => undefined);
    };
    record.current = send;
    send(false);
    // Hidden is not watching: the clock stops, and starts again if the stream still plays on return.
    document.addEventListener('visibilitychange', sync);
    const onHide = () => {
      w.stop();
      send(true);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      window.removeEventListener('pagehide', onHide);
      w.stop();
      send(true);
      if (watch.current === w) watch.current = null;
    };
    // `key` names the stream; `target` is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useVisibleInterval(
    () => {
      sync();
      if (watch.current?.running) record.current(false);
    },
    LIVE_RECORD_EVERY_MS,
    key !== null,
  );

  return sync;
}
