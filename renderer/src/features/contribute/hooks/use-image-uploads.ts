import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { uploadBodyImage } from '../api/upload-api';

/** One body image on its way to the server: how much is sent, or why it failed. */
export type ImageUpload = { key: string; name: string; share: number; failed: string | null };

type Handlers = {
  /** The image is on the server: put `url` in its place. */
  onDone: (key: string, url: string) => void;
};

/**
 * The body's image uploads, each with its own progress. A failed one keeps its file (in memory) and
 * waits for 重试 or 移除, so losing the network mid-upload loses no picture.
 */
export function useImageUploads({ onDone }: Handlers) {
  const [items, setItems] = useState<ImageUpload[]>([]);
  const files = useRef(new Map<string, File>());
  const done = useRef(onDone);
  done.current = onDone;
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const patch = (key: string, change: Partial<ImageUpload>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const send = useCallback(async (key: string) => {
    const file = files.current.get(key);
    if (!file) return;
    patch(key, { share: 0, failed: null });
    try {
      const url = await uploadBodyImage(file, (share) => alive.current && patch(key, { share }));
      if (!alive.current) return;
      files.current.delete(key);
      setItems((list) => list.filter((i) => i.key !== key));
      done.current(key, url);
    } catch (error) {
      if (alive.current) patch(key, { failed: isApiError(error) && error.msg ? error.msg : '网络异常' });
    }
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      files.current.set(key, file);
      setItems((list) => [...list, { key, name: file.name, share: 0, failed: null }]);
      void send(key);
    },
    [send],
  );

  const remove = useCallback((key: string) => {
    files.current.delete(key);
    setItems((list) => list.filter((i) => i.key !== key));
  }, []);

  return { items, start, retry: send, remove };
}
