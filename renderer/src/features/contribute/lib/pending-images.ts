/**
 * Body images not on the server yet (uploading, or failed and waiting for 重试), kept on the phone
 * with their bytes so that a reload, or the phone killing the tab, loses no picture. One record per
 * image, grouped by the draft it belongs to (the local draft's key).
 */
export type PendingImage = { key: string; draft: string; name: string; file: Blob; at: number };

/** Where pending images are kept. Every call settles (a refused store behaves as an empty one). */
export interface PendingImageStore {
  put(image: PendingImage): Promise<void>;
  /** The draft's images, oldest first. */
  list(draft: string): Promise<PendingImage[]>;
  remove(key: string): Promise<void>;
  /** A new work got its server id: its images follow it to the new draft key. */
  moveDraft(from: string, to: string): Promise<void>;
  clearDraft(draft: string): Promise<void>;
}

/** The same contract in memory (tests, and phones without IndexedDB). */
export function memoryPendingImages(): PendingImageStore {
  const all = new Map<string, PendingImage>();
  const of = (draft: string) => [...all.values()].filter((i) => i.draft === draft);
  return {
    put: async (image) => void all.set(image.key, image),
    list: async (draft) => of(draft).sort((a, b) => a.at - b.at),
    remove: async (key) => void all.delete(key),
    moveDraft: async (from, to) => of(from).forEach((i) => all.set(i.key, { ...i, draft: to })),
    clearDraft: async (draft) => of(draft).forEach((i) => all.delete(i.key)),
  };
}

/** Rebuilds the picked file from a stored record (IndexedDB may hand back a plain Blob). */
export function fileOf(image: PendingImage): File {
  return image.file instanceof File
    ? image.file
    : new File([image.file], image.name, { type: image.file.type });
}
