import { useId, type ReactNode } from 'react';

/** An on/off setting: a native checkbox with the switch role, named by its label. */
export function SwitchField({
  label,
  checked,
  onChange,
  description,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  description?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="calc-field">
      <div className="calc-field__row">
        <label className="calc-field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="calc-switch"
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={description ? `${id}-note` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
      </div>
      {description ? (
        <div id={`${id}-note`} className="calc-field__desc">
          {description}
        </div>
      ) : null}
    </div>
  );
}
