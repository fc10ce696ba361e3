import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { useSessionStore } from '@/stores/session-store';
import { draftKey, writeLocalDraft } from '../lib/local-draft';
import { EMPTY_WORK } from '../lib/work-form';
import { loadEditorStart } from './editor-start';
import type { ServerWork } from './work-editor-api';

const session = vi.hoisted(() => ({ loadUserInfo: vi.fn() }));
vi.mock('@/stores/session-actions', () => session);
const works = vi.hoisted(() => ({ fetchWorkForEdit: vi.fn() }));
vi.mock('./work-editor-api', () => works);
vi.mock('@/lib/html/load-sanitizer', () => ({ loadSanitizer: async () => (html: string) => html }));

const offline = () => new ApiError('网络异常，请检查网络后重试', { kind: 'network' });
const form = {
  ...EMPTY_WORK,
  title: '季度销售额临界点',
  category: 'practice',
  contentHtml: '<p>离线时写下的正文</p>',
};
const server: ServerWork = {
  id: 7,
  version: 3,
  form: { ...form, title: '服务器上的标题' },
  editable: true,
  lockedReason: null,
  live: false,
  revising: false,
  enteredContest: null,
  rejection: null,
};

/** Opens work 7 online once: the tab now knows its user (21). */
async function openOnline(): Promise<void> {
  session.loadUserInfo.mockResolvedValueOnce({ id: 21 });
  works.fetchWorkForEdit.mockResolvedValueOnce(server);
  await loadEditorStart('contribute', 7, null);
}

describe('the editor start', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    sessionStorage.clear();
    useSessionStore.setState({ token: 'token-a', userInfo: null });
  });

  it('opens the server work when the server answers', async () => {
    session.loadUserInfo.mockResolvedValue({ id: 21 });
    works.fetchWorkForEdit.mockResolvedValue(server);
    const start = await loadEditorStart('contribute', 7, null);
    expect(start).toMatchObject({ userId: 21, server: { id: 7, version: 3 }, contestId: null });
    expect(start.offline).toBeUndefined();
  });

  it('opens the phone copy of the work, marked offline, when the network fails on a reload', async () => {
    await openOnline();
    writeLocalDraft(localStorage, draftKey('contribute', 21, 7), {
      form,
      savedAt: 1,
      baseVersion: 3,
      serverId: 7,
    });
    session.loadUserInfo.mockRejectedValue(offline());
    works.fetchWorkForEdit.mockRejectedValue(offline());
    const start = await loadEditorStart('contribute', 7, null);
    expect(start).toMatchObject({ userId: 21, server: null, offline: { workId: 7 } });
    // A new work's copy too.
    writeLocalDraft(localStorage, draftKey('contribute', 21, null), {
      form,
      savedAt: 1,
      baseVersion: null,
      serverId: null,
    });
    expect(await loadEditorStart('contribute', null, null)).toMatchObject({
      userId: 21,
      offline: { workId: null },
    });
  });

  it('fails as before when the phone holds nothing of the work, or holds an empty one', async () => {
    await openOnline();
    session.loadUserInfo.mockRejectedValue(offline());
    works.fetchWorkForEdit.mockRejectedValue(offline());
    await expect(loadEditorStart('contribute', 7, null)).rejects.toMatchObject({ kind: 'network' });
    writeLocalDraft(localStorage, draftKey('contribute', 21, 7), {
      form: EMPTY_WORK,
      savedAt: 1,
      baseVersion: 3,
      serverId: 7,
    });
    await expect(loadEditorStart('contribute', 7, null)).rejects.toMatchObject({ kind: 'network' });
  });

  it('never stands in for an answer (a missing work), nor for another account', async () => {
    await openOnline();
    writeLocalDraft(localStorage, draftKey('contribute', 21, 7), {
      form,
      savedAt: 1,
      baseVersion: 3,
      serverId: 7,
    });
    session.loadUserInfo.mockResolvedValue({ id: 21 });
    works.fetchWorkForEdit.mockRejectedValueOnce(
      new ApiError('作品不存在', { status: 404, kind: 'http' }),
    );
    await expect(loadEditorStart('contribute', 7, null)).rejects.toMatchObject({ status: 404 });

    useSessionStore.setState({ token: 'token-b', userInfo: null });
    session.loadUserInfo.mockRejectedValue(offline());
    works.fetchWorkForEdit.mockRejectedValue(offline());
    await expect(loadEditorStart('contribute', 7, null)).rejects.toMatchObject({ kind: 'network' });
  });
});
