import { useId, type ReactNode } from 'react';

interface AmountFieldProps {
  readonly label: string;
  readonly value: string | undefined;
  readonly onChange: (text: string) => void;
  readonly error?: string;
  readonly required?: boolean;
  readonly placeholder?: string;
  /** Help under the field (hidden while an error shows, as one message at a time is clearer). */
  readonly description?: ReactNode;
  /** A control beside the input (the deduction picker's 选择). */
  readonly trailing?: ReactNode;
  /** The field's name, for focusing the first invalid field on submit. */
  readonly name: string;
}

/**
 * One amount line: its label on one line above the input (a label beside the input wraps on a
 * 375-px phone), a decimal keyboard, the error announced and tied to the input.
 */
export function AmountField({
  label,
  value,
  onChange,
  error,
  required,
  placeholder,
  description,
  trailing,
  name,
}: AmountFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? description;
  return (
    <div className="calc-field">
      <label className="calc-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="calc-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="calc-field__control">
        <input
          id={id}
          name={name}
          className="calc-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={value ?? ''}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {trailing}
      </div>
      {note ? (
        <div
          id={noteId}
          className={error ? 'calc-field__error' : 'calc-field__desc'}
          role={error ? 'alert' : undefined}
        >
          {note}
        </div>
      ) : null}
    </div>
  );
}
