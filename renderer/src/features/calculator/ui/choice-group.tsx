import { useId } from 'react';
import type { SelectOption } from './select-field';

interface ChoiceGroupProps<V extends string | number> {
  readonly legend: string;
  readonly value: V;
  readonly options: readonly SelectOption<V>[];
  readonly onChange: (value: V) => void;
}

/** One of a few visible choices: native radio buttons in a named group. */
export function ChoiceGroup<V extends string | number>({
  legend,
  value,
  options,
  onChange,
}: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className="calc-choices">
      <legend className="calc-field__label">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="calc-choice">
          <input
            type="radio"
            name={name}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
