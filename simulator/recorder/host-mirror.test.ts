import { describe, expect, it, vi } from 'vitest';
import { HostMirror } from './host-mirror';
import type { PhoneRecorder } from './host-recordings';
import type { PageAction } from './types';

/** A phone whose page reports what the test says and does what it is asked. */
function fakePhone(id: string, fails = false) {
  let listener: ((action: PageAction) => void) | null = null;
  const performed: PageAction[] = [];
  const recorder: PhoneRecorder = {
    watch: vi.fn(async (l) => {
      listener = l;
      return async () => {
        listener = null;
      };
    }),
    pickAssertion: vi.fn(async () => undefined),
    perform: vi.fn(async (action: PageAction) => {
      if (fails) throw new Error('not found');
      performed.push(action);
    }),
  };
  return {
    id,
    recorder,
    performed,
    act: async (action: PageAction) => {
      listener?.(action);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    watched: () => listener !== null,
  };
}

const tap: PageAction = {
  type: 'click',
  target: { base: { kind: 'role', role: 'button', name: '登录' } },
  screen: '首页',
};

describe('HostMirror', () => {
  it('does what one phone did on every other phone that takes part, and not back again', async () => {
    const [a, b, c] = [fakePhone('phone-1'), fakePhone('phone-2'), fakePhone('phone-3')];
    const changed = vi.fn();
    const mirror = new HostMirror(() => [a, b, c], changed);
    await mirror.command({ action: 'on' });
    expect([a, b, c].every((p) => p.watched())).toBe(true);

    await a.act(tap);
    expect(b.performed).toEqual([tap]);
    expect(c.performed).toEqual([tap]);
    expect(a.performed).toEqual([]);
    // The follower's own report of the tap it was made to do goes nowhere.
    await b.act(tap);
    expect(a.performed).toEqual([]);
    expect(mirror.status('phone-2')).toEqual({ included: true, lost: null });

    await mirror.command({ action: 'off' });
    expect([a, b, c].some((p) => p.watched())).toBe(false);
    expect(mirror.status('phone-2')).toBeNull();
  });

  it('marks a phone without the element and leaves it out until QA brings it back', async () => {
    const a = fakePhone('phone-1');
    const b = fakePhone('phone-2', true);
    const mirror = new HostMirror(() => [a, b], vi.fn());
    await mirror.command({ action: 'on' });
    await a.act(tap);
    expect(mirror.status('phone-2')).toEqual({ included: true, lost: '找不到「登录」' });
    expect(mirror.followersOf('phone-1')).toEqual([]);
    await mirror.command({ action: 'include', phoneId: 'phone-2', include: true });
    expect(mirror.followersOf('phone-1')).toEqual(['phone-2']);
  });

  it('lets QA take a phone out, and refuses a host whose phones cannot follow', async () => {
    const [a, b] = [fakePhone('phone-1'), fakePhone('phone-2')];
    const mirror = new HostMirror(() => [a, b], vi.fn());
    await mirror.command({ action: 'on' });
    await mirror.command({ action: 'include', phoneId: 'phone-2', include: false });
    await a.act(tap);
    expect(b.performed).toEqual([]);
    expect(mirror.status('phone-2')).toEqual({ included: false, lost: null });

    const none = new HostMirror(() => [{ id: 'phone-1', recorder: null }], vi.fn());
    await expect(none.command({ action: 'on' })).rejects.toThrow(/不能同步操作/);
  });
});
