import { describe, expect, it } from 'vitest';
import { childrenOf, loadRegions, normalizeRegions } from './region-source';

describe('region source', () => {
  it('reads the maintained package: every province down to districts, municipalities as their own city', async () => {
    const tree = await loadRegions();
    expect(tree).not.toBeNull();
    expect(tree!.length).toBeGreaterThanOrEqual(31);
    const shenzhen = childrenOf(childrenOf(tree!, '广东省'), '深圳市').map((d) => d.name);
    expect(shenzhen).toEqual(expect.arrayContaining(['福田区', '南山区']));
    expect(shenzhen).not.toContain('市辖区');
    expect(childrenOf(childrenOf(tree!, '北京市'), '北京市').map((d) => d.name)).toContain(
      '东城区',
    );
  });

  it('gives a municipality itself as its city, and names 市辖区 after its province', () => {
    const tree = normalizeRegions([
      {
        code: '110000',
        name: '北京市',
        children: [
          { code: '110101', name: '东城区' },
          { code: '110108', name: '海淀区' },
        ],
      },
      {
        code: '12',
        name: '天津市',
        children: [
          { code: '1201', name: '市辖区', children: [{ code: '120101', name: '和平区' }] },
        ],
      },
      {
        code: '44',
        name: '广东省',
        children: [
          { code: '4403', name: '深圳市', children: [{ code: '440304', name: '福田区' }] },
        ],
      },
    ]);
    expect(childrenOf(tree, '北京市').map((c) => c.name)).toEqual(['北京市']);
    expect(childrenOf(childrenOf(tree, '北京市'), '北京市').map((c) => c.name)).toEqual([
      '东城区',
      '海淀区',
    ]);
    expect(childrenOf(tree, '天津市').map((c) => c.name)).toEqual(['天津市']);
    expect(childrenOf(childrenOf(tree, '广东省'), '深圳市').map((c) => c.name)).toEqual(['福田区']);
    expect(childrenOf(tree, '火星')).toEqual([]);
  });
});
