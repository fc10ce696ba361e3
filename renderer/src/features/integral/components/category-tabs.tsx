import { MALL_CATEGORIES, type MallCategory } from '@/contracts/api/mall';

const TABS: { key: MallCategory | null; name: string }[] = [
  { key: null, name: '全部' },
  ...(Object.entries(MALL_CATEGORIES) as [MallCategory, string][]).map(([key, name]) => ({
    key,
    name,
  })),
];

/** The goods categories as tabs (全部 first). */
export function CategoryTabs({
  value,
  onChange,
}: {
  value: MallCategory | null;
  onChange: (c: MallCategory | null) => void;
}) {
  return (
    <div className="mall-tabs" role="tablist" aria-label="商品分类">
      {TABS.map((t) => (
        <button
          key={t.name}
          type="button"
          role="tab"
          aria-selected={t.key === value}
          className="mall-tabs__tab"
          onClick={() => onChange(t.key)}
        >
          {t.name}
        </button>
      ))}
    </div>
  );
}
