import { useRef, useState } from 'react';
import { validate } from '@/lib/validate';
import { normalizeAmount } from './amount-input';
import { amountRules } from './amount-rules';

const REQUIRED_RULES = amountRules({ required: true });
const OPTIONAL_RULES = amountRules();

export type AmountValues<K extends string> = Partial<Record<K, string>>;

/** The first failing rule's message for an amount field (one message at a time), or undefined. */
const amountError = (value: string | undefined, required: boolean): string | undefined =>
  validate(value ?? '', required ? REQUIRED_RULES : OPTIONAL_RULES)[0];

/**
 * The amount fields of one calculator form, without a form library: each value is normalised as
 * typed (full-width digits and the like), checked on every change with the amount rules, and all
 * are checked again on submit. `required` names the fields that may not be blank.
 */
export function useAmountFields<K extends string>(
  initial: AmountValues<K>,
  required: readonly K[] = [],
) {
  const [values, setValues] = useState<AmountValues<K>>(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  // The latest values for handlers that run between renders (an autofill after a change).
  const latest = useRef(values);
  const isRequired = (name: K) => required.includes(name);

  const write = (patch: AmountValues<K>) => {
    latest.current = { ...latest.current, ...patch };
    setValues(latest.current);
  };

  /** A change typed by the user: normalised and checked. Returns the normalised text. */
  const change = (name: K, raw: string): string => {
    const text = normalizeAmount(raw);
    write({ [name]: text } as AmountValues<K>);
    setErrors((prev) => ({ ...prev, [name]: amountError(text, isRequired(name)) }));
    return text;
  };

  /** Values set by the form itself (an autofill, the deduction picker): checked, as a user's would be. */
  const fill = (patch: AmountValues<K>) => {
    write(patch);
    setErrors((prev) => {
      const next = { ...prev };
      for (const name of Object.keys(patch) as K[])
        next[name] = amountError(patch[name], isRequired(name));
      return next;
    });
  };

  /** Checks `names` (the fields on screen); returns the first that fails, or null when all pass. */
  const check = (names: readonly K[]): K | null => {
    const found: Partial<Record<K, string>> = {};
    for (const name of names) found[name] = amountError(latest.current[name], isRequired(name));
    setErrors((prev) => ({ ...prev, ...found }));
    return names.find((name) => found[name] !== undefined) ?? null;
  };

  const get = (name: K): string => latest.current[name] ?? '';

  return { values, errors, change, fill, check, get };
}
