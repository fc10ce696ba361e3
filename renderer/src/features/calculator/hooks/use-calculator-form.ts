import { useState } from 'react';
import { useNavigate } from 'react-router';
import { calcMode, type CalcModeKey } from '../lib/calc-modes';
import {
  encodeForm,
  FORM_VERSION,
  type AwardsRecoupForm,
  type AwardsServiceForm,
  type AwardsYearForm,
  type WageMonthForm,
  type WageYearForm,
} from '../lib/form-codec';
import { recallForm, rememberForm } from '../lib/form-memory';
import { useAmountFields, type AmountValues } from '../lib/use-amount-fields';

/** The inputs each mode's result route carries in `:form`. */
interface ParamsOf {
  'wage-month': WageMonthForm;
  'wage-year': WageYearForm;
  'awards-year': AwardsYearForm;
  'awards-service': AwardsServiceForm;
  'awards-recoup': AwardsRecoupForm;
}

interface Options<K extends string, R extends object> {
  /** What the form remembered, when the form needed it before this hook (read here otherwise). */
  readonly recalled?: Partial<R>;
  /** The fields' first values, from what this mode's form remembered (an empty object at first). */
  readonly initial: (recalled: Partial<R>) => AmountValues<K>;
  /** The fields that may not be blank (read on every render: a form may add some as it grows). */
  readonly required: readonly K[];
}

interface Submission<K extends string, R extends object, P> {
  /** The fields on screen: checked, the first that fails is returned to take the focus. */
  readonly check: readonly K[];
  /** What to remember for the next visit (defaults to the amounts as typed). */
  readonly remember?: () => R;
  /** The result's inputs, amounts in cents (the version is added here). */
  readonly params: () => P;
}

/**
 * What every calculator form shares: the remembered values it starts from, its amount fields
 * (normalised as typed, checked with the amount rules, one message at a time), and a submit that
 * checks the fields on screen, remembers them and opens the mode's result route with the inputs
 * in `:form`.
 */
export function useCalculatorForm<
  M extends CalcModeKey,
  K extends string,
  R extends object = AmountValues<K>,
>(mode: M, options: Options<K, R>) {
  const navigate = useNavigate();
  const [recalled] = useState(() => options.recalled ?? recallForm<R>(mode));
  const [start] = useState(() => options.initial(recalled));
  const fields = useAmountFields<K>(start, options.required);

  /** The props an AmountField needs for one field. */
  const bind = (name: K) => ({
    name,
    value: fields.values[name],
    error: fields.errors[name],
    onChange: (text: string) => void fields.change(name, text),
  });

  /** For CalcForm's onSubmit: the first invalid field, or null once the result route is open. */
  const submit = ({
    check,
    remember,
    params,
  }: Submission<K, R, Omit<ParamsOf[M], 'v'>>): string | null => {
    const invalid = fields.check(check);
    if (invalid) return invalid;
    rememberForm(mode, remember ? remember() : fields.values);
    navigate(`${calcMode(mode).resultPath}/${encodeForm({ v: FORM_VERSION, ...params() })}`);
    return null;
  };

  return { recalled, start, fields, bind, submit };
}
