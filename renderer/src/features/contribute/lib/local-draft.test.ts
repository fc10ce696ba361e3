import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_WORK, type WorkForm } from './work-form';
import {
  clearLocalDraft,
  decideRestore,
  draftKey,
  readLocalDraft,
  writeLocalDraft,
  type LocalDraft,
} from './local-draft';

const form: WorkForm = { ...EMPTY_WORK, title: '季度销售额临界点', contentHtml: '<p>正文</p>' };
const local = (patch: Partial<LocalDraft> = {}): LocalDraft => ({
  form,
  savedAt: 1000,
  baseVersion: 3,
  serverId: 7,
  ...patch,
});

describe('local draft storage', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per kind, user and work', () => {
    expect(draftKey('contribute', 21, null)).toBe('work-draft:contribute:21:new');
    expect(draftKey('material', 21, 8)).toBe('work-draft:material:21:8');
    expect(draftKey('contribute', 22, 8)).not.toBe(draftKey('contribute', 21, 8));
  });

  it('writes, reads back and clears a copy', () => {
    const key = draftKey('contribute', 21, 7);
    expect(writeLocalDraft(localStorage, key, local())).toBe(true);
    expect(readLocalDraft(localStorage, key)).toEqual(local());
    clearLocalDraft(localStorage, key);
    expect(readLocalDraft(localStorage, key)).toBeNull();
  });

  it('treats a damaged or foreign value as no copy', () => {
    localStorage.setItem('k1', '{not json');
    localStorage.setItem('k2', JSON.stringify({ form: null, savedAt: 1 }));
    localStorage.setItem('k3', JSON.stringify({ form: { tags: 'x' }, savedAt: 1 }));
    expect(readLocalDraft(localStorage, 'k1')).toBeNull();
    expect(readLocalDraft(localStorage, 'k2')).toBeNull();
    expect(readLocalDraft(localStorage, 'k3')).toBeNull();
  });

  it('fills fields added since an older copy was written', () => {
    localStorage.setItem(
      'old',
      JSON.stringify({
        form: { title: '旧版本的草稿标题', tags: [], contentHtml: '<p>x</p>' },
        savedAt: 5,
      }),
    );
    expect(readLocalDraft(localStorage, 'old')).toEqual({
      form: { ...EMPTY_WORK, title: '旧版本的草稿标题', contentHtml: '<p>x</p>' },
      savedAt: 5,
      baseVersion: null,
      serverId: null,
    });
  });

  it('says so when the phone refuses to store', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(writeLocalDraft(full, 'k', local())).toBe(false);
  });
});

describe('decideRestore', () => {
  const server = { form: { ...form, title: '服务器上的标题' }, version: 3 };

  it('opens the server copy when there is no local one or it holds nothing more', () => {
    expect(decideRestore(null, server)).toEqual({ kind: 'server' });
    expect(decideRestore(local({ form: server.form }), server)).toEqual({ kind: 'server' });
    expect(decideRestore(local({ form: EMPTY_WORK, baseVersion: null }), null)).toEqual({
      kind: 'server',
    });
  });

  it('restores without asking a copy that continues the server version (edits not synced yet)', () => {
    expect(decideRestore(local(), server)).toEqual({ kind: 'restore', draft: local() });
  });

  it('restores a new work that never reached the server', () => {
    const draft = local({ baseVersion: null, serverId: null });
    expect(decideRestore(draft, null)).toEqual({ kind: 'restore', draft });
  });

  it('asks when the server changed since the copy was taken', () => {
    expect(decideRestore(local({ baseVersion: 2 }), server)).toEqual({
      kind: 'ask',
      draft: local({ baseVersion: 2 }),
    });
    expect(decideRestore(local({ baseVersion: null }), server).kind).toBe('ask');
  });
});
