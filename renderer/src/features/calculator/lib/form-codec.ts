import * as z from 'zod/mini';
import { isMonth, type Month } from '../engine/monthly-wage';

/**
 * The `:form` route param: the inputs of a result page as versioned JSON in base64url, so that a
 * result URL reloads and can be shared. Amounts are integer cents.
 */
export const FORM_VERSION = 1;

const cents = z.int().check(z.minimum(0), z.maximum(1e13));
const month = z.custom<Month>(isMonth);

/** At most this many mid-year deductions: one per kind of 专项附加扣除 is plenty. */
export const MAX_ANNEX_CLAIMS = 6;

/** A 专项附加扣除 first claimed mid-year (engine `AnnexClaim`). */
const annexClaimSchema = z.object({
  monthly: cents,
  startMonth: month,
  /** The first earlier month claimed in the start month; absent when earlier months are not claimed. */
  earlierFrom: z.optional(month),
});

export const wageMonthFormSchema = z.object({
  v: z.literal(FORM_VERSION),
  city: z.string().check(z.maxLength(20)),
  wage: cents,
  insurance: cents,
  annex: cents,
  /** One-off deductions claimed in withholding (职业资格). */
  annexForYear: cents,
  other: cents,
  startMonth: month,
  firstJob: z.boolean(),
  /** 专项附加扣除 first claimed after the start month (added in the same version: older links simply lack it). */
  annexClaims: z.optional(z.array(annexClaimSchema).check(z.maxLength(MAX_ANNEX_CLAIMS))),
  /** Wages of months that differ from `wage` (January first; null keeps `wage`): a zero month, a raise. */
  byMonth: z.optional(z.array(z.nullable(cents)).check(z.length(12))),
});

export const wageYearFormSchema = z.object({
  v: z.literal(FORM_VERSION),
  wages: cents,
  labour: cents,
  author: cents,
  royalty: cents,
  special: cents,
  annex: cents,
  other: cents,
  pension: cents,
  /** Absent when the user did not give the tax already prepaid. */
  prepaid: z.optional(cents),
});

export const awardsYearFormSchema = z.object({
  v: z.literal(FORM_VERSION),
  bonus: cents,
  /** The year's other comprehensive income for the merge comparison; absent to skip it. */
  wage: z.optional(cents),
  insurance: cents,
  annex: cents,
});

export const awardsServiceFormSchema = z.object({
  v: z.literal(FORM_VERSION),
  income: cents,
});

export const awardsRecoupFormSchema = z.object({
  v: z.literal(FORM_VERSION),
  city: z.string().check(z.maxLength(20)),
  compensation: cents,
  averageWage: cents,
  insurancePaid: cents,
});

export type WageMonthForm = z.infer<typeof wageMonthFormSchema>;
export type AnnexClaimParams = z.infer<typeof annexClaimSchema>;
export type WageYearForm = z.infer<typeof wageYearFormSchema>;
export type AwardsYearForm = z.infer<typeof awardsYearFormSchema>;
export type AwardsServiceForm = z.infer<typeof awardsServiceFormSchema>;
export type AwardsRecoupForm = z.infer<typeof awardsRecoupFormSchema>;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  const padded = encoded
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(encoded.length / 4) * 4, '=');
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Encodes a form for the URL. */
export function encodeForm<T extends { v: typeof FORM_VERSION }>(form: T): string {
  return toBase64Url(JSON.stringify(form));
}

/** Decodes and checks a `:form` param; null when it is missing, corrupt or of another version. */
export function decodeForm<S extends z.core.$ZodType>(
  schema: S,
  param: string | undefined,
): z.infer<S> | null {
  if (!param) return null;
  const json = fromBase64Url(param);
  if (json === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = z.safeParse(schema, data);
  return parsed.success ? parsed.data : null;
}
