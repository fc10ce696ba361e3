import { describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { jsonStorageWritingChanges } from './json-storage-writing-changes';

function memoryStorage(): StateStorage & { setItem: ReturnType<typeof vi.fn> } {
  const items = new Map<string, string>();
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: vi.fn((name: string, value: string) => void items.set(name, value)),
    removeItem: (name) => void items.delete(name),
  };
}

describe('jsonStorageWritingChanges', () => {
  it('writes a value once, and again only when it changes', async () => {
    const backing = memoryStorage();
    const storage = jsonStorageWritingChanges<{ city: string }>(() => backing)!;
    storage.setItem('s', { state: { city: '北京' }, version: 1 });
    storage.setItem('s', { state: { city: '北京' }, version: 1 });
    expect(backing.setItem).toHaveBeenCalledTimes(1);
    storage.setItem('s', { state: { city: '上海' }, version: 1 });
    expect(backing.setItem).toHaveBeenCalledTimes(2);
    expect(await storage.getItem('s')).toEqual({ state: { city: '上海' }, version: 1 });
  });

  it('writes again after a removal', () => {
    const backing = memoryStorage();
    const storage = jsonStorageWritingChanges<{ city: string }>(() => backing)!;
    storage.setItem('s', { state: { city: '北京' }, version: 1 });
    void storage.removeItem('s');
    storage.setItem('s', { state: { city: '北京' }, version: 1 });
    expect(backing.setItem).toHaveBeenCalledTimes(2);
    expect(backing.getItem('s')).toBe(JSON.stringify({ state: { city: '北京' }, version: 1 }));
  });

  it('drops a write the storage refuses, and tries again at the next one', () => {
    const backing = memoryStorage();
    backing.setItem.mockImplementationOnce(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const storage = jsonStorageWritingChanges<{ city: string }>(() => backing)!;
    expect(() => storage.setItem('s', { state: { city: '北京' }, version: 1 })).not.toThrow();
    storage.setItem('s', { state: { city: '北京' }, version: 1 });
    expect(backing.getItem('s')).toBe(JSON.stringify({ state: { city: '北京' }, version: 1 }));
  });

  it('is absent where there is no storage, as zustand’s own', () => {
    expect(
      jsonStorageWritingChanges(() => {
        throw new Error('blocked');
      }),
    ).toBeUndefined();
  });
});
