import { describe, expect, it } from 'vitest';
import {
  decodeForm,
  encodeForm,
  wageMonthFormSchema,
  awardsServiceFormSchema,
  type WageMonthForm,
} from './form-codec';

const form: WageMonthForm = {
  v: 1,
  city: '深圳',
  wage: 3_000_000,
  insurance: 450_000,
  annex: 200_000,
  annexForYear: 0,
  other: 0,
  startMonth: 1,
  firstJob: false,
};

describe(':form param', () => {
  it('round-trips the inputs, Chinese city included, in URL-safe characters', () => {
    const encoded = encodeForm(form);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeForm(wageMonthFormSchema, encoded)).toEqual(form);
  });

  it('rejects corrupt, foreign or other-version params', () => {
    expect(decodeForm(wageMonthFormSchema, undefined)).toBeNull();
    expect(decodeForm(wageMonthFormSchema, 'not base64!')).toBeNull();
    expect(decodeForm(wageMonthFormSchema, encodeForm({ ...form, v: 2 as 1 }))).toBeNull();
    expect(decodeForm(wageMonthFormSchema, encodeForm({ ...form, wage: -1 }))).toBeNull();
    expect(decodeForm(awardsServiceFormSchema, encodeForm(form))).toBeNull();
  });

  it('carries mid-year deductions, and bounds their months and number', () => {
    const withClaims: WageMonthForm = {
      ...form,
      annexClaims: [
        { monthly: 200_000, startMonth: 6, earlierFrom: 3 },
        { monthly: 150_000, startMonth: 9 },
      ],
    };
    expect(decodeForm(wageMonthFormSchema, encodeForm(withClaims))).toEqual(withClaims);
    expect(
      decodeForm(
        wageMonthFormSchema,
        encodeForm({ ...form, annexClaims: [{ monthly: 1, startMonth: 13 }] }),
      ),
    ).toBeNull();
    expect(
      decodeForm(
        wageMonthFormSchema,
        encodeForm({ ...form, annexClaims: Array(7).fill({ monthly: 1, startMonth: 2 }) }),
      ),
    ).toBeNull();
  });
});
