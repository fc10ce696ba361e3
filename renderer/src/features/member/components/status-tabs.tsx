type Tab<T> = { value: T; label: string };

/** Status filter tabs (我的订单, 我的优惠券): one selected, each a button of the tab role. */
export function StatusTabs<T extends string | number | null>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: Tab<T>[];
  value: T;
  onChange: (v: T) => void;
  label: string;
}) {
  return (
    <div className="order-tabs" role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={String(t.value)}
          type="button"
          role="tab"
          aria-selected={t.value === value}
          className="order-tabs__tab"
          onClick={() => onChange(t.value)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
