/** Seconds of playing between two periodic reports. */
const REPORT_EVERY_SECONDS = 10;
/** A video is complete when less than this remains (seconds). */
const COMPLETE_WITHIN_SECONDS = 1;

/** One report: where the video is, how long it played since the last one, whether it is done. */
export type Progress = { watchTime: number; playedSeconds: number; isComplete: boolean };
/** Why a report goes out. Only these events send one. */
export type ReportReason = 'interval' | 'pause' | 'ended' | 'switch' | 'leave';

type Deps = {
  send: (progress: Progress, reason: ReportReason) => void;
  /** Wall clock, ms (injected for tests). */
  now: () => number;
};

/** Whether `position` is within a second of the end. */
const isCompleteAt = (position: number, duration: number): boolean =>
  duration > 0 && duration - position < COMPLETE_WITHIN_SECONDS;

/**
 * Reports a video's progress every 10 s of playing (wall time: 10 s at 2× is still 10 s; time spent
 * buffering is not playing) and on
 * pause, end, chapter change and leaving, never otherwise; a report that would say nothing new
 * (no play since the last, same position) is not sent. Driven by the player's events; knows
 * nothing of the DOM or the API, so its cadence is tested with a fake clock.
 */
export class ProgressReporter {
  // Declared, then set in the constructor: compiled class fields would bring a helper chunk along.
  declare private readonly deps: Deps;
  declare private playingSince: number | null;
  /** Ms played since the last report, not counting the current run. */
  declare private playedMs: number;
  declare private position: number;
  declare private duration: number;
  declare private complete: boolean;
  declare private last: Progress | null;

  constructor(deps: Deps) {
    this.deps = deps;
    this.playingSince = null;
    this.playedMs = 0;
    this.position = 0;
    this.duration = 0;
    this.complete = false;
    this.last = null;
  }

  /** The video started or resumed playing at `position`. */
  play(position: number, duration: number): void {
    this.at(position, duration);
    if (this.playingSince === null) this.playingSince = this.deps.now();
  }

  /** A time update while playing: sends the periodic report once 10 s of playing have gathered. */
  tick(position: number, duration: number): void {
    this.at(position, duration);
    if (this.playedMsNow() >= REPORT_EVERY_SECONDS * 1000) this.flush('interval');
  }

  /**
   * The video waits for data (buffering, on start or mid-way): not playing until it plays again,
   * so a slow network does not count as study time.
   */
  stall(position: number, duration: number): void {
    this.at(position, duration);
    this.stopRun();
  }

  /** A seek: the position moves, playing time does not. */
  seek(position: number, duration: number): void {
    this.at(position, duration);
  }

  pause(position: number, duration: number): void {
    this.at(position, duration);
    this.stopRun();
    this.flush('pause');
  }

  ended(duration: number): void {
    this.at(duration, duration);
    this.stopRun();
    this.flush('ended');
  }

  /** Another chapter is about to play, or the page goes: the last word on this video. */
  finish(reason: 'switch' | 'leave'): void {
    this.stopRun();
    this.flush(reason);
    this.last = null;
  }

  private at(position: number, duration: number): void {
    if (Number.isFinite(position)) this.position = Math.max(0, position);
    if (Number.isFinite(duration) && duration > 0) this.duration = duration;
    if (isCompleteAt(this.position, this.duration)) this.complete = true;
  }

  private playedMsNow(): number {
    return this.playedMs + (this.playingSince === null ? 0 : this.deps.now() - this.playingSince);
  }

  private stopRun(): void {
    this.playedMs = this.playedMsNow();
    this.playingSince = null;
  }

  private flush(reason: ReportReason): void {
    const playedMs = this.playedMsNow();
    const playedSeconds = Math.floor(playedMs / 1000);
    const progress: Progress = {
      watchTime: Math.floor(this.position),
      playedSeconds,
      isComplete: this.complete,
    };
    const unchanged =
      this.last !== null &&
      playedMs < 1000 &&
      progress.watchTime === this.last.watchTime &&
      progress.isComplete === this.last.isComplete;
    if (
      unchanged ||
      (this.last === null && playedMs < 1000 && progress.watchTime === 0 && !progress.isComplete)
    )
      return;
    // Keep the fraction of a second not reported yet for the next report.
    this.playedMs = playedMs - playedSeconds * 1000;
    if (this.playingSince !== null) this.playingSince = this.deps.now();
    this.last = progress;
    this.deps.send(progress, reason);
  }
}
