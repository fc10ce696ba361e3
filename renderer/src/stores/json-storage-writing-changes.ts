import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware';

/**
 * zustand's JSON storage, writing only what changed: persist hands the store's kept fields over on
 * every `set`, and most sets (a request starting or ending moves `pendingRequests`) leave them as
 * they were, yet each went to localStorage, synchronously, while a page loads. A write the storage
 * refuses (full, or blocked) is dropped: the app runs on without keeping it, as it does without
 * storage at all.
 */
export function jsonStorageWritingChanges<S>(
  getStorage: () => StateStorage,
): PersistStorage<S> | undefined {
  const json = createJSONStorage<S>(getStorage);
  if (!json) return undefined;
  const storage = getStorage();
  const written = new Map<string, string>();
  return {
    getItem: json.getItem,
    setItem: (name, value) => {
      const text = JSON.stringify(value);
      if (written.get(name) === text) return;
      try {
        void storage.setItem(name, text);
        written.set(name, text);
      } catch {
        // Kept in memory only; the next change tries again.
      }
    },
    removeItem: (name) => {
      written.delete(name);
      return json.removeItem(name);
    },
  };
}
