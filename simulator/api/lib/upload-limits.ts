import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { ApiError } from './envelope';
import { optionalUser } from './auth';

/** Anonymous uploads (the complaint form allows them) per client and minute. */
export const ANONYMOUS_UPLOADS_PER_MINUTE = 10;
const ANONYMOUS_UPLOAD_BYTES_PER_MINUTE = 20 * 1024 * 1024;
const WINDOW_MS = 60_000;

/**
 * @fastify/rate-limit's settings for POST /image/multiUpload: signed-in users pass, anonymous ones
 * are counted per client address; the refusal is a 429 in the envelope (through the error handler).
 */
export const uploadRateLimit: RateLimitOptions = {
  max: ANONYMOUS_UPLOADS_PER_MINUTE,
  timeWindow: WINDOW_MS,
  keyGenerator: (req: FastifyRequest) => req.ip,
  allowList: (req: FastifyRequest) => optionalUser(req) !== null,
  errorResponseBuilder: (_req, context) =>
    new ApiError(429, `上传过于频繁，请${Math.max(1, Math.ceil(context.ttl / 1000))}秒后再试`),
};

/** Bytes a client may still upload anonymously this minute: a fixed one-minute window per address. */
export type ByteQuota = {
  /** Spends `bytes` for `key` at `now`, or throws 429 when the minute's budget would be exceeded. */
  spend(key: string, bytes: number, now: number): void;
};

export function createByteQuota(limit = ANONYMOUS_UPLOAD_BYTES_PER_MINUTE): ByteQuota {
  const windows = new Map<string, { startedAt: number; used: number }>();
  return {
    spend(key, bytes, now) {
      // Old windows go on the way, so the map holds at most the last minute's clients.
      for (const [k, w] of windows) if (now - w.startedAt >= WINDOW_MS) windows.delete(k);
      const w = windows.get(key) ?? { startedAt: now, used: 0 };
      if (w.used + bytes > limit) {
        const wait = Math.max(1, Math.ceil((w.startedAt + WINDOW_MS - now) / 1000));
        throw new ApiError(
          429,
          `上传流量过大（每分钟最多 ${limit / 1024 / 1024}MB），请${wait}秒后再试`,
        );
      }
      w.used += bytes;
      windows.set(key, w);
    },
  };
}
