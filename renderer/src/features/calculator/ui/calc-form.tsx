import type { FormEvent, ReactNode } from 'react';

interface CalcFormProps {
  readonly title: string;
  /** Called on submit; returns the name of the first invalid field, or null when the form went on. */
  readonly onSubmit: () => string | null;
  readonly children: ReactNode;
}

/**
 * A calculator form: its heading, its fields and 开始计算. The browser's own validation is off (the
 * fields show the spec's messages); on a failed submit the first invalid field takes the focus.
 */
export function CalcForm({ title, onSubmit, children }: CalcFormProps) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const invalid = onSubmit();
    if (invalid) e.currentTarget.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
  };
  return (
    <form className="calc-form" noValidate onSubmit={submit} aria-label={title}>
      <h2 className="calc-section__title">{title}</h2>
      <div className="calc-form__fields">{children}</div>
      <div className="calc-form__submit">
        <button type="submit" className="calc-btn calc-btn--primary calc-btn--block">
          开始计算
        </button>
      </div>
    </form>
  );
}

/** A sub-heading inside a form. */
export function FormSubheader({ children }: { children: ReactNode }) {
  return <h3 className="calc-section__title calc-section__title--sub">{children}</h3>;
}
