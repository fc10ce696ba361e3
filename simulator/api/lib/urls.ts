import type { FastifyRequest } from 'fastify';

/**
 * Absolute URL of a file the API serves (avatars, uploads, posters, audio). Media paths are stored
 * relative; the origin is the one the request reached (the dev proxy sets Host to the API with
 * changeOrigin), so `<img>` and `<audio>` load straight from the API.
 */
export function publicUrl(req: FastifyRequest, path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:)/.test(path)) return path;
  return `${requestOrigin(req)}${path}`;
}

/** The origin the request reached, as the caller sees it (behind a proxy too). */
export function requestOrigin(req: FastifyRequest): string {
  const proto = (req.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0] ?? req.protocol;
  const host = (req.headers['x-forwarded-host'] as string | undefined)?.split(',')[0] ?? req.headers.host ?? '127.0.0.1';
  return `${proto}://${host}`;
}
