import { checkOnly, runRouteGenerator } from '../../scripts/route-generator';

/**
 * Vitest global setup: regenerates the route files from the feature folders before the tests (in
 * CI only checks them), so the tests never run against a stale route table.
 */
export default async function regenerateRouteFiles(): Promise<void> {
  const { ok, output } = await runRouteGenerator({ check: checkOnly() });
  if (!ok) throw new Error(output);
}
