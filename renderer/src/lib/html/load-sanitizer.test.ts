// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withSanitizer } from './load-sanitizer';

const yielded = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@/lib/idle/yield-to-main', () => ({
  yieldToMain: () => {
    yielded.calls++;
    return Promise.resolve();
  },
}));

describe('withSanitizer', () => {
  beforeEach(() => {
    yielded.calls = 0;
  });

  it('answers the load and the sanitiser after yielding the task that received them', async () => {
    const [doc, sanitize] = await withSanitizer(
      Promise.resolve('<p onclick="x()">正文</p><script>x()</script>'),
    );
    expect(yielded.calls).toBe(1);
    expect(sanitize(doc)).toBe('<p>正文</p>');
  });

  it('passes a failed load on, without waiting for a task', async () => {
    await expect(withSanitizer(Promise.reject(new Error('断网')))).rejects.toThrow('断网');
    expect(yielded.calls).toBe(0);
  });
});
