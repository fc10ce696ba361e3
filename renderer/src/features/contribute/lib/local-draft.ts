import { EMPTY_WORK, sameWork, type WorkForm, type WorkKind } from './work-form';

/**
 * The copy of a work kept on the phone (localStorage), written on every change so that a reload,
 * a crash or a closed tab loses nothing. One copy per user and per work: a new, never-saved work
 * is `new` until the server gives it an id.
 */
export type LocalDraft = {
  form: WorkForm;
  /** When the phone kept it (ms). */
  savedAt: number;
  /** The server version the writer was editing (null: not on the server yet). */
  baseVersion: number | null;
  /** The server's id once it has one (a `new` copy remembers it if the page dies right after). */
  serverId: number | null;
};

/** What the server holds for the work being edited. */
export type ServerCopy = { form: WorkForm; version: number };

const PREFIX = 'work-draft';

export function draftKey(kind: WorkKind, userId: number, workId: number | null): string {
  return `${PREFIX}:${kind}:${userId}:${workId ?? 'new'}`;
}

/** A stored value that is not a draft of this shape (an old format, a hand edit) counts as none. */
function parse(raw: string | null): LocalDraft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LocalDraft> | null;
    if (
      !value ||
      typeof value !== 'object' ||
      typeof value.form !== 'object' ||
      value.form === null ||
      typeof value.savedAt !== 'number'
    )
      return null;
    const form = { ...EMPTY_WORK, ...value.form };
    if (
      !Array.isArray(form.tags) ||
      typeof form.contentHtml !== 'string' ||
      typeof form.title !== 'string'
    )
      return null;
    return {
      form,
      savedAt: value.savedAt,
      baseVersion: typeof value.baseVersion === 'number' ? value.baseVersion : null,
      serverId: typeof value.serverId === 'number' ? value.serverId : null,
    };
  } catch {
    return null;
  }
}

export function readLocalDraft(storage: Storage, key: string): LocalDraft | null {
  try {
    return parse(storage.getItem(key));
  } catch {
    return null;
  }
}

/** Answers false when the phone refused (private mode, storage full): the editor then says so. */
export function writeLocalDraft(storage: Storage, key: string, draft: LocalDraft): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearLocalDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * What the editor opens with:
 * - `server`: no local copy, or it holds nothing the server lacks (the copy can go);
 * - `restore`: the local copy continues the version the server still has (edits not yet synced,
 *   e.g. the page died offline): it is the newer one, taken without asking;
 * - `ask`: the server changed since the local copy was taken (another device, another tab): both
 *   hold work the writer may want, so the writer chooses.
 */
export type RestoreDecision =
  { kind: 'server' } | { kind: 'restore'; draft: LocalDraft } | { kind: 'ask'; draft: LocalDraft };

export function decideRestore(
  local: LocalDraft | null,
  server: ServerCopy | null,
): RestoreDecision {
  if (!local) return { kind: 'server' };
  if (!server)
    return sameWork(local.form, EMPTY_WORK)
      ? { kind: 'server' }
      : { kind: 'restore', draft: local };
  if (sameWork(local.form, server.form)) return { kind: 'server' };
  if (local.baseVersion === server.version) return { kind: 'restore', draft: local };
  return { kind: 'ask', draft: local };
}
