import type { PendingImage, PendingImageStore } from './pending-images';

const DB_NAME = 'pending-images';
const STORE = 'images';

let opened: Promise<IDBDatabase> | null = null;
function open(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () =>
      req.result.createObjectStore(STORE, { keyPath: 'key' }).createIndex('draft', 'draft');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  return opened;
}

/** Runs `work` in one transaction and answers what it set once committed; any failure counts as `fallback`. */
async function run<T>(
  mode: IDBTransactionMode,
  fallback: T,
  work: (store: IDBObjectStore, set: (v: T) => void) => void,
): Promise<T> {
  try {
    const tx = (await open()).transaction(STORE, mode);
    let value = fallback;
    work(tx.objectStore(STORE), (v) => (value = v));
    return await new Promise<T>((resolve) => {
      tx.oncomplete = () => resolve(value);
      tx.onerror = tx.onabort = () => resolve(fallback);
    });
  } catch {
    // No IndexedDB (private mode, an old WebView): the images stay in memory only, as before.
    return fallback;
  }
}

/** Visits each record of a draft with a cursor (to change or delete it). */
const eachOf = (
  store: IDBObjectStore,
  draft: string,
  visit: (cursor: IDBCursorWithValue) => void,
) => {
  const req = store.index('draft').openCursor(IDBKeyRange.only(draft));
  req.onsuccess = () => {
    const cursor = req.result;
    if (!cursor) return;
    visit(cursor);
    cursor.continue();
  };
};

/** The pending images in the browser's IndexedDB (Blobs are stored as they are, no base64). */
export const idbPendingImages: PendingImageStore = {
  put: (image) => run('readwrite', undefined, (s) => void s.put(image)),
  list: (draft) =>
    run<PendingImage[]>('readonly', [], (s, set) => {
      const req = s.index('draft').getAll(IDBKeyRange.only(draft));
      req.onsuccess = () => set((req.result as PendingImage[]).sort((a, b) => a.at - b.at));
    }),
  remove: (key) => run('readwrite', undefined, (s) => void s.delete(key)),
  moveDraft: (from, to) =>
    run('readwrite', undefined, (s) =>
      eachOf(s, from, (c) => void c.update({ ...(c.value as PendingImage), draft: to })),
    ),
  clearDraft: (draft) =>
    run('readwrite', undefined, (s) => eachOf(s, draft, (c) => void c.delete())),
};
