import { SIGNUP_MESSAGES } from '@/contracts/api/activity';
import { validate, type Rule } from '@/lib/validate';

export type SignupValues = { name: string; phone: string; company: string };
export type SignupField = keyof SignupValues;
export type SignupErrors = Partial<Record<SignupField, string>>;

export const EMPTY_SIGNUP: SignupValues = { name: '', phone: '', company: '' };

/**
 * The generic validator's rules per field, with the messages the server answers
 * (contracts/api/activity.ts).
 */
const RULES: Record<SignupField, Rule[]> = {
  name: [
    { required: true, message: SIGNUP_MESSAGES.nameRequired },
    { validator: (v) => v.length >= 2 && v.length <= 20, message: SIGNUP_MESSAGES.nameLength },
  ],
  phone: [
    { required: true, message: SIGNUP_MESSAGES.phoneRequired },
    { type: 'mobile', message: SIGNUP_MESSAGES.phone },
  ],
  company: [{ validator: (v) => v.length <= 60, message: SIGNUP_MESSAGES.company }],
};

export const trimSignup = (v: SignupValues): SignupValues => ({
  name: v.name.trim(),
  phone: v.phone.trim(),
  company: v.company.trim(),
});

/** The first message of each invalid field; empty when the sign-up can be sent. */
export function validateSignup(values: SignupValues): SignupErrors {
  const clean = trimSignup(values);
  const errors: SignupErrors = {};
  for (const field of Object.keys(RULES) as SignupField[]) {
    const message = validate(clean[field], RULES[field])[0];
    if (message) errors[field] = message;
  }
  return errors;
}
