import type { RouteManifestEntry } from '@/contracts/route-manifest';
import type { ResolvedRoute } from '@/lib/routing/route-record';

/** The data part of a resolved route, as the generated contracts/route-manifest.ts holds it. */
export function toManifestEntry(route: ResolvedRoute): RouteManifestEntry {
  const entry: RouteManifestEntry = {
    fullPath: route.fullPath,
    name: route.name,
    title: route.title,
    keepAlive: route.keepAlive,
    auth: route.auth,
    skeleton: route.skeleton,
  };
  if (route.pcUrl) entry.pcUrl = route.pcUrl;
  if (route.sharePath) entry.sharePath = route.sharePath;
  if (route.redirect) entry.redirect = route.redirect;
  return entry;
}
