import { describe, expect, it } from 'vitest';
import { LiveWatch, liveRecordBody } from './live-watch';

describe('live watch time', () => {
  it('counts only the time the stream plays, across pauses and hidden spells', () => {
    let t = 0;
    const w = new LiveWatch(() => t);
    t = 5_000;
    expect(w.seconds()).toBe(0);
    w.start();
    t = 20_000;
    w.start(); // a second play event changes nothing
    expect(w.seconds()).toBe(15);
    w.stop();
    expect(w.running).toBe(false);
    t = 80_000; // hidden or paused: not watched
    expect(w.seconds()).toBe(15);
    w.start();
    t = 90_500;
    expect(w.seconds()).toBe(25);
    w.stop();
    w.stop();
    expect(w.seconds()).toBe(25);
  });
});

describe('recordLiveParams of a live session', () => {
  it('names a single course or a series by its type, never complete', () => {
    expect(liveRecordBody({ courseId: 3, series: false, chapterId: 0 }, 42)).toEqual({
      liveType: 1,
      singleLiveId: 3,
      seriesLiveId: null,
      chapterId: 0,
      watchTime: 42,
      isComplete: false,
    });
    expect(liveRecordBody({ courseId: 9, series: true, chapterId: 31 }, 0)).toEqual({
      liveType: 2,
      singleLiveId: null,
      seriesLiveId: 9,
      chapterId: 31,
      watchTime: 0,
      isComplete: false,
    });
  });
});
