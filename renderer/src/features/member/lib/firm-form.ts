import * as z from 'zod/mini';
import { firmApplyBodySchema, type FirmApplyBody } from '@/contracts/api/member';

/** The form as typed: every field a string ('' when empty). */
export type FirmFormValues = Record<
  | 'companyName'
  | 'creditCode'
  | 'contactName'
  | 'contactPhone'
  | 'smsCode'
  | 'position'
  | 'employeeCount',
  string
>;
export type FirmField = keyof FirmFormValues;
/** The first message of each invalid field. */
export type FirmFormErrors = Partial<Record<FirmField, string>>;

export const EMPTY_FIRM_FORM: FirmFormValues = {
  companyName: '',
  creditCode: '',
  contactName: '',
  contactPhone: '',
  smsCode: '',
  position: '',
  employeeCount: '',
};

const FIELD_ORDER = Object.keys(EMPTY_FIRM_FORM) as FirmField[];

export type FirmFormCheck =
  { ok: true; body: FirmApplyBody } | { ok: false; errors: FirmFormErrors };

/**
 * Checks the form with the API's own schema: every invalid field with its first message, all at
 * once (as the rescue request does), not one per tap.
 */
export function checkFirmForm(values: FirmFormValues): FirmFormCheck {
  const result = z.safeParse(firmApplyBodySchema, {
    ...values,
    position: values.position.trim() || undefined,
  });
  if (result.success) return { ok: true, body: result.data };
  const errors: FirmFormErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_ORDER.find((f) => f === issue.path[0]) ?? 'companyName';
    errors[field] ??= issue.message || '请检查填写的内容';
  }
  return { ok: false, errors };
}

/** The first field in the form's order that has a message (to move focus there). */
export function firstInvalidField(errors: FirmFormErrors): FirmField | undefined {
  return FIELD_ORDER.find((f) => errors[f] !== undefined);
}
