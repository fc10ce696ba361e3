import { RESCUE_LIMITS, RESCUE_MESSAGES } from '@/contracts/api/rescue';
import { validate, type Rule } from '@/lib/validate';

/** The request as typed: every text field a string ('' when empty). */
export type RescueFormValues = Record<
  'companyName' | 'creditCode' | 'region' | 'contactName' | 'phone' | 'question',
  string
>;
export type RescueField = keyof RescueFormValues;
export type RescueFormErrors = Partial<Record<RescueField | 'images', string>>;

export const EMPTY_RESCUE_FORM: RescueFormValues = {
  companyName: '',
  creditCode: '',
  region: '',
  contactName: '',
  phone: '',
  question: '',
};

const length = (min: number, max: number, message: string): Rule => ({
  validator: (v) => v.trim().length >= min && v.trim().length <= max,
  message,
});

/**
 * The generic validator's rules for each field (required, the creditCode and mobile type rules, a
 * length rule), with the very messages the server answers (contracts/api/rescue.ts).
 */
const RESCUE_RULES: Record<RescueField, Rule[]> = {
  companyName: [
    { required: true, message: RESCUE_MESSAGES.companyRequired },
    length(RESCUE_LIMITS.companyMin, RESCUE_LIMITS.companyMax, RESCUE_MESSAGES.companyLength),
  ],
  creditCode: [
    { required: true, message: RESCUE_MESSAGES.creditCodeRequired },
    { type: 'creditCode', message: RESCUE_MESSAGES.creditCode },
  ],
  region: [{ required: true, message: RESCUE_MESSAGES.region }],
  contactName: [
    { required: true, message: RESCUE_MESSAGES.contactRequired },
    length(RESCUE_LIMITS.contactMin, RESCUE_LIMITS.contactMax, RESCUE_MESSAGES.contactLength),
  ],
  phone: [
    { required: true, message: RESCUE_MESSAGES.phoneRequired },
    { type: 'mobile', message: RESCUE_MESSAGES.phone },
  ],
  question: [
    { required: true, message: RESCUE_MESSAGES.questionRequired },
    length(RESCUE_LIMITS.questionMin, RESCUE_LIMITS.questionMax, RESCUE_MESSAGES.questionLength),
  ],
};

/** The values as the server will read them: trimmed, the credit code in capitals. */
export const normalise = (values: RescueFormValues): RescueFormValues => ({
  companyName: values.companyName.trim(),
  creditCode: values.creditCode.trim().toUpperCase(),
  region: values.region.trim(),
  contactName: values.contactName.trim(),
  phone: values.phone.trim(),
  question: values.question.trim(),
});

/** The first message of each invalid field; an empty object when the request can be sent. */
export function validateRescue(values: RescueFormValues, imageCount: number): RescueFormErrors {
  const clean = normalise(values);
  const errors: RescueFormErrors = {};
  for (const field of Object.keys(RESCUE_RULES) as RescueField[]) {
    const message = validate(clean[field], RESCUE_RULES[field], clean)[0];
    if (message) errors[field] = message;
  }
  if (imageCount > RESCUE_LIMITS.imagesMax) errors.images = RESCUE_MESSAGES.images;
  return errors;
}

/** The first field in the form's order that has a message (to move focus there). */
export function firstInvalid(errors: RescueFormErrors): RescueField | 'images' | undefined {
  return ([...Object.keys(EMPTY_RESCUE_FORM), 'images'] as (RescueField | 'images')[]).find(
    (f) => errors[f] !== undefined,
  );
}
