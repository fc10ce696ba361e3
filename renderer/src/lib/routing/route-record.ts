import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * One route of the app as data (DESIGN.md). Paths are relative to the router's basename `/app/`;
 * children use paths relative to their parent.
 */
export type RouteRecord = {
  path: string;
  /** Stable route name; the loading skeleton is keyed on it. */
  name: string;
  /** Chinese title: becomes document.title (and the native title in-app). */
  title: string;
  /** Keep the page's state and scroll position when the user comes back. */
  keepAlive?: boolean;
  /** Login required. False on every route today; the guard still honours it. */
  auth?: boolean;
  /** Path on the PC site a desktop browser is sent to. */
  pcUrl?: string;
  /** Path (under /app) a share of this page points to; params and query are appended. */
  sharePath?: string;
  /** A lazily loaded page component (see lazyPage); absent on pure redirects. */
  Page?: ComponentType & { preload?: () => Promise<unknown> };
  /**
   * The GET its page sends first, as an API path with the route's `:params` and a fixed query
   * (`/article/detail/:id`). Query parameters of the address the page copies into its request are
   * named as in an RFC 6570 form-style query, `{?token}` (after a fixed query: `{&token}`; several:
   * `{?a,b}`), in the order the page's query object lists them; the read is sent only when each is
   * present and non-empty (`/article/preview{?token}`). On a deep link in a phone browser,
   * index.html's inline script sends it while the app's code is still downloading, and the HTTP
   * client answers the page's identical request with it (lib/http/first-read.ts). Reads only, never
   * a write: a read the contract declares as a POST (its endpoint is `readOnly`) is written
   * `POST <path> <JSON body>`, the body's `{name}` the address's query value `name` as an id (a
   * positive integer; no read without it) and `{name?}` that id or null
   * (`POST /exam/init {"examId":{examId},"inviteUserId":{inviteUserId?}}`).
   */
  firstRead?: string;
  /**
   * The pictures the first screen shows from the first read's answer, hinted as soon as that answer
   * is in (the app's code may still be on its way): `list` names the array in the answer's `data`,
   * `field` each item's picture URL, `count` how many are on screen at once.
   */
  firstReadImages?: FirstReadImages;
  /** Redirect target (absolute path under /app). */
  redirect?: string;
  children?: RouteRecord[];
};

export type FirstReadImages = { list: string; field: string; count: number };

/** A route after the table is assembled: absolute path and the skeleton flag resolved. */
export type ResolvedRoute = Omit<RouteRecord, 'children'> & {
  /** Absolute path under /app, e.g. `/article/detail/:id`. */
  fullPath: string;
  /** Shows the grey-line loading skeleton while its data loads (docs/product.md「首页与导航」). */
  skeleton: boolean;
  auth: boolean;
  keepAlive: boolean;
};

/** A route's page component that loads its module on first render, or earlier through `preload`. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * Lazily loads a named export of a page module, so each page (and each area) is its own chunk.
 * A page whose module is already in (preloaded) renders at once instead of suspending: React
 * shows a revealed Suspense boundary's content at least 300 ms after its fallback, so suspending
 * on a loaded module would hold the page, and the request its mount starts, for that long.
 * @example lazyPage(() => import('./pages/home-page'), 'HomePage')
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  // One load shared by React and preload(); a failed one may be tried again by preload().
  const preload = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m[exportName] as ComponentType;
        return { default: loaded };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(preload);
  function Page() {
    // Chosen once per mount: switching components later would remount the page and lose its state.
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Suspending);
  }
  // The export's name: React's tools show it, and the build finds the page's chunk by it
  // (renderer/build/preload-route-page.ts).
  Page.displayName = exportName;
  return Object.assign(Page, { preload });
}

/** The `handle` every route object carries, so the shell and shared hooks can read its record. */
export type RouteHandle = { route: ResolvedRoute };
