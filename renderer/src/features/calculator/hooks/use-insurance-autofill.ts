import { useState } from 'react';
import { centsToInput, divHalfUp, type BasisPoints } from '../engine/money';
import { fieldCents } from '../lib/amount-rules';
import { insuranceFor } from '../lib/insurance';
import type { City } from '../data/cities';

interface Fields<K extends string> {
  get: (name: K) => string;
  fill: (patch: Partial<Record<K, string>>) => void;
}

interface Options<K extends string> {
  /** The wage field the contribution follows. */
  readonly source: K;
  /** The 三险一金 field it fills. */
  readonly target: K;
  /** 12 when both fields are annual (the wage is spread over 12 months, the contribution summed). */
  readonly months: 1 | 12;
  /** True when the form starts with a value the user typed earlier. */
  readonly startsEdited: boolean;
}

/**
 * Fills 三险一金 from the city and the wage as the wage is typed, until the user types their own
 * amount; `reset` goes back to the computed figure.
 */
export function useInsuranceAutofill<K extends string>(
  fields: Fields<K>,
  city: City,
  options: Options<K>,
) {
  const [edited, setEdited] = useState(options.startsEdited);

  const fill = (housingFundRate?: BasisPoints, wageText = fields.get(options.source)) => {
    const wage = fieldCents(wageText);
    const monthlyWage = options.months === 1 ? wage : Number(divHalfUp(BigInt(wage), 12n));
    const monthly = insuranceFor(city, monthlyWage, { housingFundRate }).total;
    fields.fill({
      [options.target]: monthly ? centsToInput(monthly * options.months) : '',
    } as Partial<Record<K, string>>);
  };

  /** After the wage changed (its normalised text). */
  const onWageChange = (wageText: string, housingFundRate?: BasisPoints) => {
    if (!edited) fill(housingFundRate, wageText);
  };

  /** After the user typed into 三险一金: from now on their amount is used. */
  const onTyped = () => setEdited(true);

  const reset = (housingFundRate?: BasisPoints) => {
    setEdited(false);
    fill(housingFundRate);
  };

  return { edited, fill, onWageChange, onTyped, reset };
}
