import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The course videos: small HLS clips committed under `simulator/api/media/` (made once by
 * `media/generate.sh`; ffmpeg is needed only to regenerate them). Each clip is 24 s of H.264 +
 * AAC in fMP4 segments of 6 s, which iOS Safari and Chrome play natively and hls.js everywhere else.
 */
const MEDIA_DIR = fileURLToPath(new URL('../media/', import.meta.url));

/** Length of every clip, seconds (4 segments of 6 s). */
export const CLIP_SECONDS = 24;
const SEGMENT_SECONDS = 6;
const SEGMENTS_PER_CLIP = CLIP_SECONDS / SEGMENT_SECONDS;
/** Recorded chapters cycle through clip-1 … clip-4; the live room loops clip-live. */
const CHAPTER_CLIPS = 4;
/** Segments a live playlist lists at once (the sliding window). */
const LIVE_WINDOW = 3;

export const HLS_TYPE = 'application/vnd.apple.mpegurl';
const TYPES: Record<string, string> = {
  m3u8: HLS_TYPE,
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
};

/** A served file name: the playlist, the init segment or a media segment. */
export const MEDIA_FILE = /^(index\.m3u8|init\.mp4|seg-\d{1,6}\.m4s)$/;

/** Which committed clip plays a course's chapter (chapter 0: a single course's one video). */
export function clipOf(courseId: number, chapterSort: number): string {
  const n = chapterSort > 0 ? chapterSort : courseId;
  return `clip-${((n - 1) % CHAPTER_CLIPS) + 1}`;
}

const cache = new Map<string, Buffer>();

/** A committed media file with its content type, or null when there is no such file. */
export function readClipFile(clip: string, file: string): { body: Buffer; type: string } | null {
  if (!/^clip-(\d|live)$/.test(clip) || !MEDIA_FILE.test(file)) return null;
  const key = `${clip}/${file}`;
  let body = cache.get(key);
  if (!body) {
    try {
      body = readFileSync(`${MEDIA_DIR}${key}`);
    } catch {
      return null;
    }
    cache.set(key, body);
  }
  return { body, type: TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream' };
}

/**
 * A live playlist that advances in real time: the segment on air is the one `now` falls in since
 * `startAt`, and the window slides over the looped clip-live. Each loop starts the clip's timestamps
 * again, hence a discontinuity at every loop and the discontinuity sequence counting the loops.
 */
export function livePlaylist(startAt: number, now: number): string {
  const onAir = Math.max(0, Math.floor((now - startAt) / (SEGMENT_SECONDS * 1000)));
  const first = Math.max(0, onAir - LIVE_WINDOW + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / SEGMENTS_PER_CLIP)}`,
    '#EXT-X-MAP:URI="init.mp4"',
  ];
  for (let n = first; n <= onAir; n++) {
    if (n > first && n % SEGMENTS_PER_CLIP === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(6)},`, `seg-${n}.m4s`);
  }
  return `${lines.join('\n')}\n`;
}

/** The clip-live segment that live segment `n` repeats. */
export const liveSegmentFile = (n: number): string => `seg-${n % SEGMENTS_PER_CLIP}.m4s`;
