/**
 * Which feature areas a path may lie in, from the leading static segments of each area's route
 * patterns: enough to load the few route modules a navigation needs without matching ~200 routes.
 * Pure data functions: the generator builds the index with them, the runtime looks paths up.
 */

/** Leading static segments (at most two, lower case) → the areas with a route under them. */
export type AreaIndex<Area extends string = string> = Readonly<Record<string, readonly Area[]>>;

/** Two segments tell v1/v2/v3 and shared prefixes (`/member/card` vs `/member/center`) apart. */
const KEY_SEGMENTS = 2;

const segmentsOf = (path: string) =>
  path
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');

/** A static segment: not a param (`:id`), not a splat (`*`), not optional (`x?`). */
const isStatic = (segment: string) =>
  !segment.startsWith(':') && !segment.includes('*') && !segment.endsWith('?');

/**
 * The index key of a route pattern: its leading static segments, at most two, joined by `/`
 * (`/v2/article/detail/:id?` → `v2/article`; `/activity/:id` → `activity`; `/:x` → ``).
 * Lower case: the router matches paths case-insensitively.
 */
export function patternKey(pattern: string): string {
  const leading: string[] = [];
  for (const segment of segmentsOf(pattern)) {
    if (leading.length === KEY_SEGMENTS || !isStatic(segment)) break;
    leading.push(segment);
  }
  return leading.join('/');
}

const sameAreas = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((area) => b.includes(area));

/**
 * Builds the index from each area's resolved route patterns; areas keep their given order. Two-
 * segment keys collapse into their first segment wherever all of them (and the one-segment key,
 * if any) name the same areas: `/v2/...` stays split by area, `/questionnaire/...` is one key.
 */
export function buildAreaIndex<Area extends string>(
  patternsByArea: Readonly<Record<Area, readonly string[]>>,
): AreaIndex<Area> {
  const index: Record<string, Area[]> = {};
  for (const [area, patterns] of Object.entries(patternsByArea) as [Area, readonly string[]][]) {
    for (const pattern of patterns) {
      const areas = (index[patternKey(pattern)] ??= []);
      if (!areas.includes(area)) areas.push(area);
    }
  }
  const firsts = new Set(Object.keys(index).map((key) => key.split('/')[0] ?? ''));
  for (const first of firsts) {
    const group = Object.keys(index).filter((key) => key === first || key.startsWith(`${first}/`));
    const areas = index[group[0] ?? ''] ?? [];
    if (first === '' || !group.every((key) => sameAreas(index[key] ?? [], areas))) continue;
    for (const key of group) delete index[key];
    index[first] = areas;
  }
  return index;
}

/**
 * The areas whose routes can match `path` (relative to the router's basename): every area with a
 * pattern keyed on the path's first segment, its first two, or on nothing.
 */
export function candidateAreas<Area extends string>(index: AreaIndex<Area>, path: string): Area[] {
  const segments = segmentsOf(path);
  const keys = [''];
  for (let n = 1; n <= Math.min(KEY_SEGMENTS, segments.length); n++)
    keys.push(segments.slice(0, n).join('/'));
  const found: Area[] = [];
  for (const key of keys) {
    for (const area of index[key] ?? []) if (!found.includes(area)) found.push(area);
  }
  return found;
}
