/** Names of a path pattern's params in order: `/v2/article/detail/:id?` → `['id']`. */
export function paramNames(pattern: string): string[] {
  return (
    pattern
      .split('/')
      .filter((segment) => segment.startsWith(':'))
      // Stryker disable next-line Regex: a param name never holds a '?', so only the trailing one can match
      .map((segment) => segment.slice(1).replace(/\?$/, ''))
  );
}

/** `?a=1&b=2` → `a=1&b=2` (each key and value URL-encoded); '' when there is no query. */
export function queryString(search: string): string {
  return [...new URLSearchParams(search)]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * The composition (docs/product.md「首页与导航」), shared by the PC redirect and the share path:
 * `base`, then each route param's value as a path segment in the pattern's order (absent optional
 * params skipped), then `?` and the query as `key=value` joined with `&` (no `?` without a query).
 * @example withParamsAndQuery('https://pc/articles', '/article/detail/:id', { id: '123' }, '?from=share')
 *   // → 'https://pc/articles/123?from=share'
 */
export function withParamsAndQuery(
  base: string,
  pattern: string,
  params: Readonly<Record<string, string | undefined>>,
  search: string,
): string {
  const segments = paramNames(pattern)
    .map((name) => params[name])
    .filter((value): value is string => value !== undefined && value !== '')
    .map((value) => `/${encodeURIComponent(value)}`)
    .join('');
  const query = queryString(search);
  return `${base.replace(/\/+$/, '')}${segments}${query ? `?${query}` : ''}`;
}
