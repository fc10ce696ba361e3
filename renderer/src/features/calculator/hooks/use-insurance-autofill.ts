import { useState } from 'react';
import type { Form } from 'antd-mobile';
import { centsToInput, divHalfUp, type BasisPoints } from '../engine/money';
import { fieldCents } from '../lib/amount-rules';
import { insuranceFor } from '../lib/insurance';
import type { City } from '../data/cities';

type FormInstance = ReturnType<typeof Form.useForm>[0];

interface Options {
  /** The wage field the contribution follows. */
  readonly source: string;
  /** The 三险一金 field it fills. */
  readonly target: string;
  /** 12 when both fields are annual (the wage is spread over 12 months, the contribution summed). */
  readonly months: 1 | 12;
  /** True when the form starts with a value the user typed earlier. */
  readonly startsEdited: boolean;
}

/**
 * Fills 三险一金 from the city and the wage as the wage is typed, until the user types their own
 * amount; `reset` goes back to the computed figure.
 */
export function useInsuranceAutofill(form: FormInstance, city: City, options: Options) {
  const [edited, setEdited] = useState(options.startsEdited);

  const fill = (housingFundRate?: BasisPoints) => {
    const wage = fieldCents(form.getFieldValue(options.source));
    const monthlyWage = options.months === 1 ? wage : Number(divHalfUp(BigInt(wage), 12n));
    const monthly = insuranceFor(city, monthlyWage, { housingFundRate }).total;
    form.setFieldValue(options.target, monthly ? centsToInput(monthly * options.months) : '');
  };

  const onValuesChange = (changed: object, housingFundRate?: BasisPoints) => {
    if (options.target in changed) setEdited(true);
    if (options.source in changed && !edited) fill(housingFundRate);
  };

  const reset = (housingFundRate?: BasisPoints) => {
    setEdited(false);
    fill(housingFundRate);
  };

  return { edited, fill, onValuesChange, reset };
}
