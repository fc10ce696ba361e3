import { beforeEach, describe, expect, it } from 'vitest';
import { inviterFor } from './attempt-memo';

describe('inviterFor', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the link’s inviter for the sign-up that comes later in this tab', () => {
    expect(inviterFor(5, null)).toBeNull();
    expect(inviterFor(5, 321)).toBe(321);
    expect(inviterFor(5, null)).toBe(321);
    // Another exam has an inviter of its own; a newer link wins.
    expect(inviterFor(6, null)).toBeNull();
    expect(inviterFor(5, 99)).toBe(99);
    expect(inviterFor(5, null)).toBe(99);
  });
});
