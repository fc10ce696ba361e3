import type { FastifyRequest } from 'fastify';

/**
 * Absolute URL of a file the API serves (avatars, uploads, posters, audio). Media paths are stored
 * relative; the origin is {@link requestOrigin}'s, so `<img>` and `<audio>` load straight from the API.
 */
export function publicUrl(req: FastifyRequest, path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:)/.test(path)) return path;
  return `${requestOrigin(req)}${path}`;
}

/** A host as a URL may carry it: a name or IPv4 address, or a bracketed IPv6 one, with an optional port. */
const VALID_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `proto`/`host` as a forwarding proxy states them, or null unless both are well-formed http(s). */
export function forwardedOrigin(
  proto: string | undefined,
  host: string | undefined,
): string | null {
  const p = proto?.split(',')[0]?.trim().toLowerCase();
  const h = host?.split(',')[0]?.trim();
  if ((p !== 'http' && p !== 'https') || !h || !VALID_HOST.test(h)) return null;
  return `${p}://${h}`;
}

/** `http(s)://host[:port]` of a configured public origin, or throws (in Chinese) for anything else. */
export function parsePublicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`公开地址不正确：${value}（应为 http://主机[:端口] 或 https://主机[:端口]）`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username
  ) {
    throw new Error(
      `公开地址不正确：${value}（应为 http://主机[:端口] 或 https://主机[:端口]，不带路径）`,
    );
  }
  return url.origin;
}

/**
 * The origin media URLs start with. The configured public origin when there is one; otherwise,
 * behind a proxy (and only then), what the proxy forwards if it is well-formed; otherwise the address
 * this server was reached at on its own socket. Client-sent Host and X-Forwarded-* headers are not
 * trusted by default: any client could make the server hand out `javascript://evil.example/...`.
 */
export function requestOrigin(req: FastifyRequest): string {
  const { publicOrigin, behindProxy } = req.server.ctx;
  if (publicOrigin) return publicOrigin;
  if (behindProxy) {
    const forwarded = forwardedOrigin(
      header(req, 'x-forwarded-proto') ?? 'http',
      header(req, 'x-forwarded-host') ?? req.headers.host,
    );
    if (forwarded) return forwarded;
  }
  return listenOrigin(req);
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The local end of the request's connection (the interface a phone reached), or the loopback in tests. */
function listenOrigin(req: FastifyRequest): string {
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) return 'http://127.0.0.1';
  const address = localAddress.startsWith('::ffff:') ? localAddress.slice(7) : localAddress;
  return `http://${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}
