import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerWork } from '../api/work-editor-api';
import { draftKey, readLocalDraft, writeLocalDraft } from '../lib/local-draft';
import { EMPTY_WORK, type WorkForm } from '../lib/work-form';
import { useWorkEditor, type EditorStart } from './use-work-editor';

const api = vi.hoisted(() => ({ saveWork: vi.fn() }));
vi.mock('../api/work-editor-api', () => api);
const toast = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('@/lib/toast', () => toast);
vi.mock('../lib/pending-images-idb', () => ({
  idbPendingImages: { clearDraft: vi.fn(async () => undefined) },
}));

const body = '<p>研发费用加计扣除时人员人工费用与直接投入费用的归集口径与常见误区。</p>';
const typedOffline: WorkForm = {
  ...EMPTY_WORK,
  title: '离线时改过的标题',
  category: 'practice',
  tags: ['加计扣除'],
  contentHtml: body,
};
const server: ServerWork = {
  id: 7,
  version: 3,
  form: { ...typedOffline, title: '服务器上的标题' },
  editable: true,
  lockedReason: null,
  live: false,
  revising: false,
  enteredContest: null,
  rejection: null,
};
const key = draftKey('contribute', 21, 7);

describe('the editor opened without the server, then again once it answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.clearAllMocks();
    localStorage.clear();
    writeLocalDraft(localStorage, key, {
      form: typedOffline,
      savedAt: 1,
      baseVersion: 3,
      serverId: 7,
    });
    api.saveWork.mockResolvedValue({ id: 7, version: 4 });
  });
  afterEach(() => vi.useRealTimers());

  it('offline: edits the phone copy (same work and version), sends nothing, and holds the submit back', async () => {
    const start: EditorStart = { userId: 21, server: null, offline: { workId: 7 } };
    const { result } = renderHook(() => useWorkEditor('contribute', start, vi.fn()));
    expect(result.current.form.title).toBe('离线时改过的标题');
    act(() => result.current.update('title', '离线时又改过的标题'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.saveWork).not.toHaveBeenCalled();
    expect(readLocalDraft(localStorage, key)).toMatchObject({
      form: { title: '离线时又改过的标题' },
      baseVersion: 3,
      serverId: 7,
    });
    let submitted = true;
    await act(async () => {
      submitted = await result.current.submit();
    });
    expect(submitted).toBe(false);
    expect(api.saveWork).not.toHaveBeenCalled();
    expect(toast.showToast).toHaveBeenCalledWith('网络不可用，恢复网络后才能提交');
  });

  it('back online: the phone copy goes to the server at once, and once', async () => {
    const start: EditorStart = { userId: 21, server, resumed: true };
    const { result } = renderHook(() => useWorkEditor('contribute', start, vi.fn()));
    expect(result.current.form.title).toBe('离线时改过的标题');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.saveWork).toHaveBeenCalledTimes(1);
    expect(api.saveWork).toHaveBeenCalledWith(
      'contribute',
      expect.objectContaining({ title: '离线时改过的标题' }),
      expect.objectContaining({ id: 7, baseVersion: 3, release: false }),
    );
    expect(toast.showToast).toHaveBeenCalledWith('网络已恢复，正在保存到服务器');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.saveWork).toHaveBeenCalledTimes(1);
    expect(result.current.saveState).toMatchObject({ unsynced: false, server: 'saved' });
  });
});
