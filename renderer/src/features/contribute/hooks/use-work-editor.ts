import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { WORK_MESSAGES } from '@/contracts/api/contribute-fields';
import { newClientKey } from '@/contracts/api/client-key';
import { createActionKey, type ActionKey } from '@/lib/api/action-key';
import { isApiError } from '@/lib/http/api-error';
import { showToast } from '@/lib/toast';
import { saveWork, type ServerWork } from '../api/work-editor-api';
import { createAutosave, type AutosaveState, type ServerSaveResult } from '../lib/autosave';
import { idbPendingImages } from '../lib/pending-images-idb';
import {
  clearLocalDraft,
  decideRestore,
  draftKey,
  readLocalDraft,
  writeLocalDraft,
  type LocalDraft,
} from '../lib/local-draft';
import {
  EMPTY_WORK,
  canSaveToServer,
  firstProblem,
  validateWork,
  type WorkErrors,
  type WorkField,
  type WorkForm,
  type WorkKind,
} from '../lib/work-form';

const LOCAL_DELAY_MS = 600;
const SERVER_DELAY_MS = 3000;
/** Typing without a pause still reaches the phone every few seconds and the server every 30 s. */
const LOCAL_MAX_WAIT_MS = 3000;
const SERVER_MAX_WAIT_MS = 30_000;
const RETRY_MS = 10_000;

/**
 * `contestId`: a new work opened from /essay's 立即投稿 (?contest=) is meant for that contest.
 * `offline`: the server could not be reached, so the phone's copy of the work opened instead; nothing
 * is sent until the editor is opened again from the server. `resumed`: that reopening.
 */
export type EditorStart = {
  userId: number;
  server: ServerWork | null;
  contestId?: number | null;
  offline?: { workId: number | null };
  resumed?: boolean;
};

/** One key per opened editor, sent with the submit. getRandomValues, unlike randomUUID, also works over plain http. */

/**
 * The editor's state and its saving: the form, the restore decision taken on open, autosave to the
 * phone and to the server (drafts), and the submit. `onCreated` is told the id the server gave a new
 * work (the page puts it in the URL, so a reload opens the same work).
 */
export function useWorkEditor(kind: WorkKind, start: EditorStart, onCreated: (id: number) => void) {
  const storage = window.localStorage;
  const startId = start.server?.id ?? start.offline?.workId ?? null;
  const decision = useMemo(() => {
    const local = readLocalDraft(storage, draftKey(kind, start.userId, startId));
    return decideRestore(
      local,
      start.server ? { form: start.server.form, version: start.server.version } : null,
    );
  }, [kind, start, startId, storage]);

  const [form, setForm] = useState<WorkForm>(() =>
    decision.kind === 'restore'
      ? decision.draft.form
      : (start.server?.form ?? { ...EMPTY_WORK, contestId: start.contestId ?? null }),
  );
  const [errors, setErrors] = useState<WorkErrors>({});
  const [asking, setAsking] = useState<LocalDraft | null>(
    decision.kind === 'ask' ? decision.draft : null,
  );
  const [saveState, setSaveState] = useState<AutosaveState | null>(null);
  const [syncError, setSyncError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [clientKey] = useState(() => newClientKey('work'));
  // Offline, the phone's copy says which server version it continues.
  const ids = useRef({
    id: startId,
    version:
      start.server?.version ??
      (start.offline && decision.kind === 'restore' ? decision.draft.baseVersion : null),
  });
  /** The work's id as state too: the body's kept images are stored under the draft key it makes. */
  const [workId, setWorkId] = useState(startId);
  const formRef = useRef(form);
  const busy = useRef(false);
  /** Read by the leave guard at the moment of navigation (state would be a render late). */
  const unsynced = useRef(false);

  const keyOf = useCallback(
    (id: number | null) => draftKey(kind, start.userId, id),
    [kind, start.userId],
  );

  const autosave = useMemo(
    () =>
      editorAutosave({
        kind,
        live: start.server?.live ?? false,
        offline: Boolean(start.offline),
        storage,
        keyOf,
        ids,
        formRef,
        onCreated: (id) => {
          setWorkId(id);
          onCreated(id);
        },
        setSyncError,
        onState: (s) => {
          unsynced.current = s.unsynced;
          setSaveState(s);
        },
      }),
    // One scheduler per opened work; `onCreated` is the page's stable callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, start],
  );

  useEffect(() => {
    if (decision.kind === 'restore') {
      // Offline the page says so itself; back online the phone's copy goes to the server at once.
      if (start.resumed) showToast('网络已恢复，正在保存到服务器');
      else if (!start.offline) showToast('已恢复上次未保存的内容');
      autosave.change(decision.draft.form);
      if (start.resumed) void autosave.saveNow();
    } else if (decision.kind === 'server') {
      if (start.resumed) showToast('网络已恢复');
      clearLocalDraft(storage, keyOf(start.server?.id ?? null));
    }
    const hide = () => {
      if (document.visibilityState !== 'hidden') return;
      autosave.flushLocal();
      void autosave.saveNow();
    };
    const online = () => void autosave.saveNow();
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('pagehide', autosave.flushLocal);
    window.addEventListener('online', online);
    return () => {
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('pagehide', autosave.flushLocal);
      window.removeEventListener('online', online);
      autosave.dispose();
    };
  }, [autosave, decision, keyOf, start, storage]);

  const update = useCallback(
    <K extends WorkField>(field: K, value: WorkForm[K]) => {
      const next = { ...formRef.current, [field]: value };
      formRef.current = next;
      setForm(next);
      setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
      autosave.change(next);
    },
    [autosave],
  );

  /** The writer's answer to 发现未保存的内容，是否恢复？ */
  const resolveRestore = (restore: boolean) => {
    if (restore && asking) {
      formRef.current = asking.form;
      setForm(asking.form);
      autosave.change(asking.form);
    } else {
      clearLocalDraft(storage, keyOf(ids.current.id));
    }
    setAsking(null);
  };

  /** Submits for review (or publishes my article): every rule checked first, one request at a time. */
  const submit = async (): Promise<boolean> => {
    if (busy.current) return false;
    if (start.offline) {
      showToast('网络不可用，恢复网络后才能提交');
      return false;
    }
    const found = validateWork(formRef.current, kind);
    setErrors(found);
    const problem = firstProblem(found);
    if (problem) {
      showToast(problem);
      return false;
    }
    if (autosave.state().server === 'conflict') {
      showToast(WORK_MESSAGES.conflict);
      return false;
    }
    busy.current = true;
    setSubmitting(true);
    autosave.pause();
    try {
      // A draft save still on its way would otherwise race the submit with an older version.
      await autosave.saveNow();
      const done = await saveWork(kind, formRef.current, {
        id: ids.current.id,
        baseVersion: ids.current.version,
        release: true,
        clientKey,
      });
      ids.current = { id: done.id, version: done.version };
      autosave.markSynced(Date.now());
      unsynced.current = false;
      clearLocalDraft(storage, keyOf(done.id));
      clearLocalDraft(storage, keyOf(null));
      // Submitting waits for every image, so none should be kept; a stale one must not haunt the next new work.
      void idbPendingImages.clearDraft(keyOf(done.id));
      void idbPendingImages.clearDraft(keyOf(null));
      return true;
    } catch {
      // The HTTP client toasted the server's message (a rule, a conflict, the network); nothing typed is lost.
      autosave.resume();
      return false;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return {
    form,
    errors,
    update,
    asking,
    resolveRestore,
    saveState,
    syncError,
    submitting,
    submit,
    unsynced,
    imageDraft: keyOf(workId),
    imageStore: idbPendingImages,
  };
}

type Ref<T> = { current: T };
type AutosaveDeps = {
  kind: WorkKind;
  /** The work is online: drafts are not sent (see ServerWork.live). */
  live: boolean;
  /** Opened from the phone's copy without the server (EditorStart.offline): nothing is sent. */
  offline: boolean;
  storage: Storage;
  keyOf: (id: number | null) => string;
  ids: Ref<{ id: number | null; version: number | null }>;
  formRef: Ref<WorkForm>;
  onCreated: (id: number) => void;
  setSyncError: (msg: string | null) => void;
  onState: (s: AutosaveState) => void;
};

/** The editor's autosave: the phone copy under the work's key, drafts to the server with the version check. */
function editorAutosave({
  kind,
  live,
  offline,
  storage,
  keyOf,
  ids,
  formRef,
  onCreated,
  setSyncError,
  onState,
}: AutosaveDeps) {
  const draftKey: ActionKey = createActionKey('draft');
  return createAutosave<WorkForm>({
    localDelayMs: LOCAL_DELAY_MS,
    serverDelayMs: SERVER_DELAY_MS,
    localMaxWaitMs: LOCAL_MAX_WAIT_MS,
    serverMaxWaitMs: SERVER_MAX_WAIT_MS,
    retryMs: RETRY_MS,
    now: () => Date.now(),
    saveLocal: (value) =>
      writeLocalDraft(storage, keyOf(ids.current.id), {
        form: value,
        savedAt: Date.now(),
        baseVersion: ids.current.version,
        serverId: ids.current.id,
      }),
    saveServer: async (value): Promise<ServerSaveResult> => {
      if (live || offline || !canSaveToServer(value)) return 'not-ready';
      try {
        const wasNew = ids.current.id === null;
        // The save that creates the draft carries a key: a retry after a lost answer gets the same draft.
        const saved = wasNew
          ? await draftKey.send(value, ({ clientKey }) =>
              saveWork(kind, value, {
                id: null,
                baseVersion: null,
                release: false,
                silent: true,
                clientKey,
              }),
            )
          : await saveWork(kind, value, {
              id: ids.current.id,
              baseVersion: ids.current.version,
              release: false,
              silent: true,
            });
        ids.current = { id: saved.id, version: saved.version };
        // The phone's copy now continues the version the server has.
        writeLocalDraft(storage, keyOf(saved.id), {
          form: formRef.current,
          savedAt: Date.now(),
          baseVersion: saved.version,
          serverId: saved.id,
        });
        if (wasNew) {
          clearLocalDraft(storage, keyOf(null));
          onCreated(saved.id);
        }
        setSyncError(null);
        return 'saved';
      } catch (error) {
        if (isApiError(error) && error.status === 409 && error.msg === WORK_MESSAGES.conflict)
          return 'conflict';
        setSyncError(isApiError(error) ? error.msg : '保存失败');
        return 'failed';
      }
    },
    onState,
  });
}
