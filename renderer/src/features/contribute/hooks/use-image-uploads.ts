import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { uploadBodyImage } from '../api/upload-api';
import { fileOf, type PendingImageStore } from '../lib/pending-images';

/** One body image on its way to the server: how much is sent, or why it failed. */
export type ImageUpload = { key: string; name: string; share: number; failed: string | null };

/** Shown on an image the page was reloaded (or killed) before it was uploaded. */
export const INTERRUPTED = '页面重新打开，图片尚未上传';

type Handlers = {
  /** The image is on the server: put `url` in its place. */
  onDone: (key: string, url: string) => void;
  /** Keeps each image's file until it is uploaded or removed, under `draft` (none: memory only). */
  store?: PendingImageStore;
  draft?: string | null;
  /** An image kept from before a reload: give it a place again (it waits for 重试). */
  onRestored?: (key: string, file: File) => void;
  /** Every kept image is back (or there was no store to keep any). */
  onRestoreDone?: () => void;
};

/**
 * The body's image uploads, each with its own progress. A failed one keeps its file (in memory and
 * in `store`) and waits for 重试 or 移除, so losing the network, or the page, mid-upload loses no picture.
 */
export function useImageUploads({
  onDone,
  store,
  draft = null,
  onRestored,
  onRestoreDone,
}: Handlers) {
  const [items, setItems] = useState<ImageUpload[]>([]);
  const files = useRef(new Map<string, File>());
  const done = useRef(onDone);
  done.current = onDone;
  const restored = useRef(onRestored);
  restored.current = onRestored;
  const restoreDone = useRef(onRestoreDone);
  restoreDone.current = onRestoreDone;
  const draftRef = useRef(draft);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // Once per opened editor: the images a previous page of this draft left unsent.
  const first = useRef(draft);
  useEffect(() => {
    const key = first.current;
    if (!store || !key) {
      restoreDone.current?.();
      return;
    }
    void store.list(key).then((saved) => {
      if (!alive.current) return;
      const fresh = saved.filter((s) => !files.current.has(s.key));
      fresh.forEach((s) => files.current.set(s.key, fileOf(s)));
      setItems((list) => [
        ...fresh.map((s) => ({ key: s.key, name: s.name, share: 0, failed: INTERRUPTED })),
        ...list,
      ]);
      fresh.forEach((s) => restored.current?.(s.key, files.current.get(s.key)!));
      restoreDone.current?.();
    });
  }, [store]);

  // A new work got its id: its draft key changed, the kept images follow.
  useEffect(() => {
    const before = draftRef.current;
    draftRef.current = draft;
    if (store && before && draft && before !== draft) void store.moveDraft(before, draft);
  }, [draft, store]);

  const patch = (key: string, change: Partial<ImageUpload>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const forget = useCallback(
    (key: string) => {
      files.current.delete(key);
      setItems((list) => list.filter((i) => i.key !== key));
      void store?.remove(key);
    },
    [store],
  );

  const send = useCallback(
    async (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      patch(key, { share: 0, failed: null });
      try {
        const url = await uploadBodyImage(file, (share) => alive.current && patch(key, { share }));
        // The editor is gone: the picture has no place to go, so its kept copy waits for the next open.
        if (!alive.current) return;
        forget(key);
        done.current(key, url);
      } catch (error) {
        if (alive.current)
          patch(key, { failed: isApiError(error) && error.msg ? error.msg : '网络异常' });
      }
    },
    [forget],
  );

  const start = useCallback(
    (key: string, file: File) => {
      files.current.set(key, file);
      setItems((list) => [...list, { key, name: file.name, share: 0, failed: null }]);
      if (store && draftRef.current)
        void store.put({ key, draft: draftRef.current, name: file.name, file, at: Date.now() });
      void send(key);
    },
    [send, store],
  );

  return { items, start, retry: send, remove: forget };
}
