import { v1UserInfoEndpoint } from '@/contracts/api/auth';
import { callEndpoint } from '@/lib/api/call-endpoint';
import { loadSanitizer } from '@/lib/html/load-sanitizer';
import { isApiError } from '@/lib/http/api-error';
import { loadUserInfo } from '@/stores/session-actions';
import { useSessionStore } from '@/stores/session-store';
import type { EditorStart } from '../hooks/use-work-editor';
import { recallEditorUser, rememberEditorUser } from '../lib/editor-user';
import { draftKey, readLocalDraft } from '../lib/local-draft';
import { EMPTY_WORK, sameWork, type WorkKind } from '../lib/work-form';
import { fetchWorkForEdit } from './work-editor-api';

/** What the editor opens with: the user, the server's work (or the phone's copy), and the sanitiser. */
export type LoadedStart = EditorStart & { sanitize: (html: string) => string };

/** No answer at all (offline, out of reach, timed out): the phone's copy can stand in for the server's. */
const isNetworkFailure = (error: unknown): boolean =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

async function loadFromServer(
  kind: WorkKind,
  id: number | null,
  contestId: number | null,
): Promise<LoadedStart> {
  const [user, server, sanitize] = await Promise.all([
    loadUserInfo(),
    id === null ? null : fetchWorkForEdit(kind, id),
    loadSanitizer(),
  ]);
  if (!user) throw new Error('未登录');
  rememberEditorUser(sessionStorage, useSessionStore.getState().token, user.id);
  // What the server holds was written by anyone's tools: it enters the editor sanitised.
  return {
    userId: user.id,
    server: server && {
      ...server,
      form: { ...server.form, contentHtml: sanitize(server.form.contentHtml) },
    },
    sanitize,
    contestId: kind === 'contribute' ? contestId : null,
  };
}

/**
 * The phone's copy of the work, opened while the server cannot be reached (null when this tab does
 * not know the user, or the phone holds nothing of the work). Nothing goes to the server from it:
 * the editor asks for the server's work again once it answers (watchReconnect), and goes on from there.
 */
async function openLocally(
  kind: WorkKind,
  id: number | null,
  contestId: number | null,
): Promise<LoadedStart | null> {
  const userId =
    useSessionStore.getState().userInfo?.id ??
    recallEditorUser(sessionStorage, useSessionStore.getState().token);
  if (userId === null) return null;
  const local = readLocalDraft(localStorage, draftKey(kind, userId, id));
  if (!local || sameWork(local.form, EMPTY_WORK)) return null;
  const sanitize = await loadSanitizer();
  return {
    userId,
    server: null,
    offline: { workId: id },
    sanitize,
    contestId: kind === 'contribute' ? contestId : null,
  };
}

/** The editor's start: from the server, else (no network) from the phone's copy, else the failure. */
export async function loadEditorStart(
  kind: WorkKind,
  id: number | null,
  contestId: number | null,
): Promise<LoadedStart> {
  try {
    return await loadFromServer(kind, id, contestId);
  } catch (error) {
    const local = isNetworkFailure(error)
      ? await openLocally(kind, id, contestId).catch(() => null)
      : null;
    if (!local) throw error;
    return local;
  }
}

/** Whether the server answers again; silent, so that asking every few seconds toasts nothing. */
export async function serverAnswers(): Promise<void> {
  await callEndpoint(v1UserInfoEndpoint, undefined, { silent: true });
}
