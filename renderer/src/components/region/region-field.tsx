import { useEffect, useState } from 'react';
import { childrenOf, loadRegions, type RegionNode } from './region-source';

/** The three names of a recipient's region, as people write them. */
export type RegionValue = { province: string; city: string; district: string };
/** A message under each region field that failed its check. */
type RegionErrors = Partial<Record<keyof RegionValue, string>>;

type Props = {
  value: RegionValue;
  errors: RegionErrors;
  onChange: (next: RegionValue) => void;
  regions: RegionNode[] | null;
  /** Each field's id is `${idPrefix}-province` etc., so the form can focus the first failing one. */
  idPrefix: string;
  /** The owning form's BEM block: `${block}__region`, `${block}__field`, `${block}__error` style it. */
  block: string;
};
const FIELDS = [
  { key: 'province', label: '省份' },
  { key: 'city', label: '城市' },
  { key: 'district', label: '区县' },
] as const;

/** The region data, loaded once per page; null while loading or when no data package is installed. */
export function useRegions(): { regions: RegionNode[] | null; loaded: boolean } {
  const [state, setState] = useState<{ regions: RegionNode[] | null; loaded: boolean }>({
    regions: null,
    loaded: false,
  });
  useEffect(() => {
    let live = true;
    void loadRegions().then(
      (regions) => live && setState({ regions, loaded: true }),
      () => live && setState({ regions: null, loaded: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * 所在地区: three native selects fed by the region data (choosing a province clears the city and
 * district), or three labelled text fields while no region data package is installed. Shared by
 * every recipient form (the points mall's addresses, the exam lottery's goods prize).
 */
export function RegionField({ value, errors, onChange, regions, idPrefix, block }: Props) {
  const options = {
    province: regions ?? [],
    city: childrenOf(regions ?? [], value.province),
    district: childrenOf(childrenOf(regions ?? [], value.province), value.city),
  };
  const change = (key: keyof RegionValue, v: string) => {
    // A picked province or city invalidates the choices below it; typed names are independent.
    if (!regions) onChange({ ...value, [key]: v });
    else if (key === 'province') onChange({ province: v, city: '', district: '' });
    else if (key === 'city') onChange({ ...value, city: v, district: '' });
    else onChange({ ...value, district: v });
  };
  return (
    <fieldset className={`${block}__region`}>
      <legend>所在地区</legend>
      {FIELDS.map(({ key, label }) => {
        const id = `${idPrefix}-${key}`;
        const error = errors[key];
        const common = {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        return (
          <div key={key} className={`${block}__field`}>
            <label htmlFor={id}>{label}</label>
            {regions ? (
              <select
                {...common}
                value={value[key]}
                onChange={(e) => change(key, e.target.value)}
                disabled={options[key].length === 0}
              >
                <option value="">请选择{label}</option>
                {options[key].map((n) => (
                  <option key={n.code} value={n.name}>
                    {n.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                value={value[key]}
                maxLength={20}
                placeholder={`如：${{ province: '广东省', city: '深圳市', district: '福田区' }[key]}`}
                onChange={(e) => change(key, e.target.value)}
              />
            )}
            {error ? (
              <p id={`${id}-error`} className={`${block}__error`}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
