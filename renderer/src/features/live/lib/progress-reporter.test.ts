import { describe, expect, it } from 'vitest';
import { ProgressReporter, type Progress, type ReportReason } from './progress-reporter';

function setup() {
  let now = 0;
  const sent: (Progress & { reason: ReportReason })[] = [];
  const reporter = new ProgressReporter({
    now: () => now,
    send: (p, reason) => sent.push({ ...p, reason }),
  });
  /** Plays for `seconds` of wall time at `rate`, with time updates every 250 ms as a browser fires them. */
  let position = 0;
  const playFor = (seconds: number, rate = 1) => {
    for (let t = 0; t < seconds * 4; t++) {
      now += 250;
      position += 0.25 * rate;
      reporter.tick(position, 24);
    }
  };
  return {
    reporter,
    sent,
    playFor,
    start: (at = 0) => {
      position = at;
      reporter.play(position, 24);
    },
    position: () => position,
    wait: (ms: number) => (now += ms),
  };
}

describe('ProgressReporter cadence', () => {
  it('reports once per 10 s of playing, with the wall seconds played and the position', () => {
    const t = setup();
    t.start();
    t.playFor(9.75);
    expect(t.sent).toEqual([]);
    t.playFor(0.25);
    expect(t.sent).toEqual([
      { watchTime: 10, playedSeconds: 10, isComplete: false, reason: 'interval' },
    ]);
    t.playFor(9.5);
    expect(t.sent).toHaveLength(1);
    t.playFor(0.5);
    expect(t.sent.map((s) => s.reason)).toEqual(['interval', 'interval']);
  });

  it('counts wall time, not media time: 10 s at 2× is one report at position 20', () => {
    const t = setup();
    t.start();
    t.playFor(10, 2);
    expect(t.sent).toEqual([
      { watchTime: 20, playedSeconds: 10, isComplete: false, reason: 'interval' },
    ]);
  });

  it('does not count time spent buffering: 2 s played, 5 s waiting for data, then 8 s more make the report', () => {
    const t = setup();
    t.start();
    t.playFor(2);
    t.reporter.stall(t.position(), 24);
    t.wait(5000);
    expect(t.sent).toEqual([]);
    t.reporter.play(t.position(), 24);
    t.playFor(7.75);
    expect(t.sent).toEqual([]);
    t.playFor(0.25);
    expect(t.sent).toEqual([
      { watchTime: 10, playedSeconds: 10, isComplete: false, reason: 'interval' },
    ]);
  });

  it('does not count paused time, and reports on pause', () => {
    const t = setup();
    t.start();
    t.playFor(4);
    t.reporter.pause(t.position(), 24);
    expect(t.sent).toEqual([
      { watchTime: 4, playedSeconds: 4, isComplete: false, reason: 'pause' },
    ]);
    t.wait(60_000);
    t.start(t.position());
    t.playFor(9.75);
    expect(t.sent).toHaveLength(1);
    t.playFor(0.25);
    expect(t.sent[1]).toMatchObject({ playedSeconds: 10, reason: 'interval' });
  });

  it('sends nothing new twice: a second pause with no play between is dropped', () => {
    const t = setup();
    t.start();
    t.playFor(3);
    t.reporter.pause(t.position(), 24);
    t.reporter.pause(t.position(), 24);
    t.reporter.finish('leave');
    expect(t.sent).toHaveLength(1);
  });

  it('reports a seek while paused on leaving (the position moved)', () => {
    const t = setup();
    t.start();
    t.playFor(3);
    t.reporter.pause(3, 24);
    t.reporter.seek(15, 24);
    t.reporter.finish('leave');
    expect(t.sent.at(-1)).toEqual({
      watchTime: 15,
      playedSeconds: 0,
      isComplete: false,
      reason: 'leave',
    });
  });

  it('marks the end complete, and less than a second before the end too', () => {
    const t = setup();
    t.start(20);
    t.playFor(3.5);
    t.reporter.pause(23.2, 24);
    expect(t.sent.at(-1)).toMatchObject({ watchTime: 23, isComplete: true, reason: 'pause' });
    const u = setup();
    u.start(20);
    u.playFor(4);
    u.reporter.ended(24);
    expect(u.sent).toEqual([
      { watchTime: 24, playedSeconds: 4, isComplete: true, reason: 'ended' },
    ]);
  });

  it('reports the old chapter on a chapter change, then starts afresh', () => {
    const t = setup();
    t.start();
    t.playFor(6);
    t.reporter.finish('switch');
    expect(t.sent).toEqual([
      { watchTime: 6, playedSeconds: 6, isComplete: false, reason: 'switch' },
    ]);
    t.start(0);
    t.playFor(2);
    t.reporter.finish('leave');
    expect(t.sent[1]).toEqual({
      watchTime: 2,
      playedSeconds: 2,
      isComplete: false,
      reason: 'leave',
    });
  });

  it('says nothing for a video that was opened and left without playing', () => {
    const t = setup();
    t.reporter.seek(0, 24);
    t.reporter.finish('leave');
    expect(t.sent).toEqual([]);
  });
});
