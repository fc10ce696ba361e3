import { describe, expect, it } from 'vitest';
import { fileOf, memoryPendingImages, type PendingImage } from './pending-images';

const image = (key: string, draft: string, at: number): PendingImage => ({
  key,
  draft,
  name: `${key}.png`,
  file: new Blob(['x'], { type: 'image/png' }),
  at,
});

describe('pending image store (memory)', () => {
  it('lists a draft’s images oldest first, moves them to a new key, and clears one draft only', async () => {
    const store = memoryPendingImages();
    await store.put(image('b', 'd1', 2));
    await store.put(image('a', 'd1', 1));
    await store.put(image('c', 'd2', 3));
    expect((await store.list('d1')).map((i) => i.key)).toEqual(['a', 'b']);
    await store.moveDraft('d1', 'd9');
    expect(await store.list('d1')).toEqual([]);
    expect((await store.list('d9')).map((i) => i.key)).toEqual(['a', 'b']);
    await store.remove('a');
    await store.clearDraft('d2');
    expect((await store.list('d9')).map((i) => i.key)).toEqual(['b']);
    expect(await store.list('d2')).toEqual([]);
  });

  it('rebuilds a named file from a stored Blob', () => {
    const f = fileOf(image('a', 'd', 1));
    expect(f).toBeInstanceOf(File);
    expect(f.name).toBe('a.png');
    expect(f.type).toBe('image/png');
  });
});
