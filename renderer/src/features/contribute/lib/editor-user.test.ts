import { beforeEach, describe, expect, it } from 'vitest';
import { recallEditorUser, rememberEditorUser } from './editor-user';

describe('the editor user remembered for the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('is found again with the same token only', () => {
    rememberEditorUser(sessionStorage, 'token-a', 21);
    expect(recallEditorUser(sessionStorage, 'token-a')).toBe(21);
    expect(recallEditorUser(sessionStorage, 'token-b')).toBeNull();
    expect(recallEditorUser(sessionStorage, null)).toBeNull();
  });

  it('is not kept without a token, and a damaged value counts as none', () => {
    rememberEditorUser(sessionStorage, null, 21);
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('work-editor-user', '{broken');
    expect(recallEditorUser(sessionStorage, 'token-a')).toBeNull();
  });
});
