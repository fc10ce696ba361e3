import { useId, type ReactNode } from 'react';

export interface SelectOption<V extends string | number> {
  readonly value: V;
  readonly label: string;
}

interface SelectFieldProps<V extends string | number> {
  readonly label: string;
  readonly value: V;
  readonly options: readonly SelectOption<V>[];
  readonly onChange: (value: V) => void;
  readonly description?: ReactNode;
}

/** A choice among a few values (a month, a rate, a count): the phone's own picker, named by its label. */
export function SelectField<V extends string | number>({
  label,
  value,
  options,
  onChange,
  description,
}: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className="calc-field">
      <div className="calc-field__row">
        <label className="calc-field__label" htmlFor={id}>
          {label}
        </label>
        <select
          id={id}
          className="calc-select"
          value={String(value)}
          aria-describedby={description ? `${id}-note` : undefined}
          onChange={(e) => {
            const chosen = options.find((o) => String(o.value) === e.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {description ? (
        <div id={`${id}-note`} className="calc-field__desc">
          {description}
        </div>
      ) : null}
    </div>
  );
}

/** 1月 … 12月 from `from` on. */
export function monthOptions(from = 1): SelectOption<number>[] {
  const options: SelectOption<number>[] = [];
  for (let m = from; m <= 12; m++) options.push({ value: m, label: `${m}月` });
  return options;
}
