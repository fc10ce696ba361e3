import { describe, expect, it } from 'vitest';
import type { Chapter } from '@/contracts/api/live';
import { foldUpdate, withUpdates } from './chapter-updates';

const chapter = (id: number, over: Partial<Chapter> = {}): Chapter => ({
  id,
  title: `第${id}节`,
  sort: id,
  durationSeconds: 24,
  free: false,
  watchTime: 0,
  isComplete: false,
  ...over,
});

describe('chapter updates', () => {
  it('moves the position at once but leaves 已学完 to the server', () => {
    const local = foldUpdate(undefined, { watchTime: 24 });
    expect(withUpdates([chapter(1)], { 1: local })[0]).toMatchObject({
      watchTime: 24,
      isComplete: false,
    });
    const answered = foldUpdate(local, { watchTime: 24, isComplete: true });
    expect(withUpdates([chapter(1)], { 1: answered })[0]).toMatchObject({ isComplete: true });
  });

  it('keeps the furthest position and a completion once answered', () => {
    const u = foldUpdate(foldUpdate(undefined, { watchTime: 20, isComplete: true }), {
      watchTime: 5,
      isComplete: false,
    });
    expect(u).toEqual({ watchTime: 20, isComplete: true });
    expect(
      withUpdates([chapter(1, { watchTime: 22 }), chapter(2)], { 1: { watchTime: 10 } }).map(
        (c) => c.watchTime,
      ),
    ).toEqual([22, 0]);
  });
});
