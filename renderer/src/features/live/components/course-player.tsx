import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PlayResult } from '@/contracts/api/live';
import { Button } from '@/components/button';
import { describeError } from '@/components/states';
import { afterNextPaint } from '@/lib/idle/after-next-paint';
import { useSessionStore } from '@/stores/session-store';
import { startPlay } from '../api/live-api';
import { attachHls } from '../lib/attach-hls';
import { formatClock } from '../lib/course-format';
import { historyId, useProgressReporter } from '../hooks/use-progress-reporter';
import type { ChapterUpdate } from '../lib/chapter-updates';
import { useLiveRecord } from '../hooks/use-live-record';
import { RATES, RatePicker } from './rate-picker';
import './course-player.css';

type Props = {
  courseId: number;
  series: boolean;
  chapterId: number;
  /** What the video is called, for the play button and the video's name. */
  label: string;
  /** Shown under the video when a preview ends (the paywall). */
  previewEnd: ReactNode;
  onReport: (chapterId: number, update: ChapterUpdate) => void;
  onEnded: () => void;
};

type Loaded = { result: PlayResult; resumeAt: number };

/** The rate to start with: this course's last one on this phone, else the last one anywhere. */
function initialRate(courseId: number): number {
  const history = useSessionStore.getState().videoHistory;
  const entry = history.find((v) => String(v.id).split('-')[0] === String(courseId)) ?? history[0];
  return entry && (RATES as readonly number[]).includes(entry.playbackRate)
    ? entry.playbackRate
    : 1;
}

/** Where to resume: this phone's videoHistory, else the server's position; from the start when done. */
function resumeAt(result: PlayResult, chapterId: number): number {
  const local = useSessionStore
    .getState()
    .videoHistory.find((v) => String(v.id) === historyId(result.courseId, chapterId));
  const at = local ? local.currentTime : result.startAt;
  const end = result.trialSeconds > 0 ? result.trialSeconds : result.mediaDurationSeconds;
  return result.live || at < 1 || end - at < 1 ? 0 : Math.floor(at);
}

/**
 * The course player: a real `<video>` (inline on phones, native controls with fullscreen), started
 * by a tap, never autoplayed. HLS natively or through hls.js; rates that survive seek, pause and
 * chapter change; resume with 上次看到; a preview that stops at its limit; progress reports.
 */
export function CoursePlayer({
  courseId,
  series,
  chapterId,
  label,
  previewEnd,
  onReport,
  onEnded,
}: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [started, setStarted] = useState(false);
  const [previewOver, setPreviewOver] = useState(false);
  const [rate, setRate] = useState(() => initialRate(courseId));
  const rateRef = useRef(rate);
  rateRef.current = rate;
  const live = loaded?.result.live ?? false;
  const reporter = useProgressReporter(
    loaded ? { courseId, series, chapterId, live } : null,
    () => videoRef.current,
    onReport,
  );
  // A live stream has no position to report: the room records the time watched instead.
  const syncLive = useLiveRecord(
    loaded && live ? { courseId, series, chapterId } : null,
    () => videoRef.current,
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let detach: (() => void) | null = null;
    let current = true;
    setLoaded(null);
    setError(null);
    setStarted(false);
    setPreviewOver(false);
    // Once the course is on screen: the source is needed when the learner taps play, not for the first paint.
    const cancel = afterNextPaint(() =>
      startPlay(courseId, chapterId)
        .then(async (result) => {
          if (!current) return;
          const d = await attachHls(video, result.url, (msg) => setError(new Error(msg)));
          if (!current) return d();
          detach = d;
          setLoaded({ result, resumeAt: resumeAt(result, chapterId) });
        })
        .catch((e: unknown) => current && setError(e)),
    );
    return () => {
      current = false;
      cancel();
      video.pause();
      detach?.();
    };
  }, [courseId, chapterId, attempt]);

  /** Browsers reset the rate when a source loads; put the learner's back. */
  const applyRate = () => {
    const video = videoRef.current;
    if (!video || live) return;
    video.defaultPlaybackRate = rateRef.current;
    if (video.playbackRate !== rateRef.current) video.playbackRate = rateRef.current;
  };
  useEffect(applyRate);

  const chooseRate = (r: number) => {
    setRate(r);
    rateRef.current = r;
    applyRate();
    const video = videoRef.current;
    if (video)
      useSessionStore.getState().saveVideoHistory({
        id: historyId(courseId, chapterId),
        currentTime: video.currentTime,
        playbackRate: r,
      });
  };

  const trial = loaded?.result.trialSeconds ?? 0;
  const play = (from: number) => {
    const video = videoRef.current;
    if (!video || !loaded) return;
    setStarted(true);
    if (!live) video.currentTime = from;
    applyRate();
    video.play().catch(() => setStarted(false));
  };
  /** A preview stops at its limit and stays there. */
  const checkPreview = (video: HTMLVideoElement) => {
    if (trial > 0 && video.currentTime >= trial) {
      video.pause();
      if (video.currentTime > trial) video.currentTime = trial;
      setPreviewOver(true);
    }
  };

  const failure = error ? describeError(error) : null;
  return (
    <section className="live-player" aria-label="视频播放">
      <div className="live-player__stage">
        <video
          ref={videoRef}
          className="live-player__video"
          playsInline
          webkit-playsinline="true"
          x5-video-player-type="h5"
          controls={started}
          // Nothing downloads until the tap: phones on metered data, and a page that paints first.
          preload="none"
          aria-label={label}
          onLoadedMetadata={applyRate}
          onPlay={(e) => {
            applyRate();
            syncLive();
            reporter.current?.play(e.currentTarget.currentTime, e.currentTarget.duration);
          }}
          // Buffering is not playing: the clock of played time stops until the video plays again.
          onWaiting={(e) => {
            syncLive();
            reporter.current?.stall(e.currentTarget.currentTime, e.currentTarget.duration);
          }}
          onPlaying={(e) => {
            syncLive();
            reporter.current?.play(e.currentTarget.currentTime, e.currentTarget.duration);
          }}
          onTimeUpdate={(e) => {
            checkPreview(e.currentTarget);
            if (!e.currentTarget.paused)
              reporter.current?.tick(e.currentTarget.currentTime, e.currentTarget.duration);
          }}
          onSeeked={(e) => {
            checkPreview(e.currentTarget);
            applyRate();
            reporter.current?.seek(e.currentTarget.currentTime, e.currentTarget.duration);
          }}
          onPause={(e) => {
            syncLive();
            reporter.current?.pause(e.currentTarget.currentTime, e.currentTarget.duration);
          }}
          onEnded={(e) => {
            syncLive();
            reporter.current?.ended(e.currentTarget.duration);
            onEnded();
          }}
          onRateChange={(e) => {
            // The native menu's choice is the learner's too; a reset to 1 by a new source is not.
            const r = e.currentTarget.playbackRate;
            if (
              r !== rateRef.current &&
              r !== e.currentTarget.defaultPlaybackRate &&
              (RATES as readonly number[]).includes(r)
            )
              chooseRate(r);
          }}
        />
        {failure ? (
          <div className="live-player__overlay" role="alert">
            <p>{failure.description}</p>
            <Button color="primary" size="small" onClick={() => setAttempt((n) => n + 1)}>
              重试
            </Button>
          </div>
        ) : !started ? (
          <div className="live-player__overlay live-player__overlay--start">
            <p className="live-player__label">{label}</p>
            <Button
              color="primary"
              shape="rounded"
              className="live-player__start"
              disabled={!loaded}
              onClick={() => play(loaded?.resumeAt ?? 0)}
              aria-label={`${loaded && loaded.resumeAt > 0 ? '继续播放' : '播放'} ${label}`}
            >
              {!loaded ? '加载中…' : loaded.resumeAt > 0 ? '继续播放' : '播放'}
            </Button>
            {/* Below the button: lines that arrive with the play info must not push what is already shown (CLS). */}
            {loaded && loaded.resumeAt > 0 ? (
              <p className="live-player__resume">上次看到 {formatClock(loaded.resumeAt)}</p>
            ) : null}
            {trial > 0 ? <p className="live-player__resume">可试看前 {trial} 秒</p> : null}
            {loaded && loaded.resumeAt > 0 ? (
              <button type="button" className="live-player__restart" onClick={() => play(0)}>
                从头播放
              </button>
            ) : null}
          </div>
        ) : null}
        {live ? <span className="live-player__badge">直播中</span> : null}
      </div>
      {/* Under the picture, never over it: the video's own controls (seek back, pause, leave fullscreen) stay in reach. */}
      {previewOver && !failure ? <div className="live-player__after">{previewEnd}</div> : null}
      {live ? null : <RatePicker value={rate} onChange={chooseRate} />}
    </section>
  );
}
