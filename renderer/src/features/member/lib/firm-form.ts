import * as z from 'zod/mini';
import { firmApplyBodySchema, type FirmApplyBody } from '@/contracts/api/member';

/** The form as typed: every field a string ('' when empty). */
export type FirmFormValues = Record<'companyName' | 'creditCode' | 'contactName' | 'contactPhone' | 'smsCode' | 'position' | 'employeeCount', string>;

export const EMPTY_FIRM_FORM: FirmFormValues = { companyName: '', creditCode: '', contactName: '', contactPhone: '', smsCode: '', position: '', employeeCount: '' };

export type FirmFormCheck = { ok: true; body: FirmApplyBody } | { ok: false; field: keyof FirmFormValues; message: string };

/** Checks the form with the API's own schema: the first problem, in the order of the fields. */
export function checkFirmForm(values: FirmFormValues): FirmFormCheck {
  const result = z.safeParse(firmApplyBodySchema, { ...values, position: values.position.trim() || undefined });
  if (result.success) return { ok: true, body: result.data };
  const order = Object.keys(EMPTY_FIRM_FORM) as (keyof FirmFormValues)[];
  const issues = [...result.error.issues].sort((a, b) => order.indexOf(a.path[0] as keyof FirmFormValues) - order.indexOf(b.path[0] as keyof FirmFormValues));
  const first = issues[0];
  return { ok: false, field: (first?.path[0] as keyof FirmFormValues | undefined) ?? 'companyName', message: first?.message ?? '请检查填写的内容' };
}
