/**
 * Which methods a path answers to, for a 405 with an `Allow` header instead of 接口不存在 when only
 * the method is wrong. Filled from fastify's onRoute hook; looked up only on the not-found path, so
 * a linear scan over compiled patterns costs nothing on the routes that exist.
 */
export type AllowedMethods = {
  add(method: string, url: string): void;
  /** Methods registered for a concrete path (`/order/detail/123`), HEAD beside GET; [] for none. */
  of(path: string): string[];
};

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/order/detail/:orderNo` → /^\/order\/detail\/[^/]+\/?$/ (trailing slash ignored, as the server does). */
export function patternOf(url: string): RegExp {
  const body = url
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.replace(/:\w+|[^:]+/g, (part) =>
            part.startsWith(':') ? '[^/]+' : escapeRegExp(part),
          ),
    )
    .join('/');
  return new RegExp(`^${body}/?$`);
}

export function createAllowedMethods(): AllowedMethods {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  return {
    add(method, url) {
      let entry = routes.get(url);
      if (!entry) routes.set(url, (entry = { pattern: patternOf(url), methods: new Set() }));
      entry.methods.add(method);
    },
    of(path) {
      const found = new Set<string>();
      for (const { pattern, methods } of routes.values())
        if (pattern.test(path)) for (const m of methods) found.add(m);
      if (found.has('GET')) found.add('HEAD');
      return [...found].sort();
    },
  };
}
