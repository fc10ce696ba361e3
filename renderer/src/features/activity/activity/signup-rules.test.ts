import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { activitySignupBodySchema, SIGNUP_MESSAGES } from '@/contracts/api/activity';
import { EMPTY_SIGNUP, validateSignup, type SignupValues } from './signup-rules';

const GOOD: SignupValues = { name: '王芳', phone: '13912345678', company: '' };

describe('activity sign-up rules', () => {
  it('passes a name and a mobile (the company is optional), trimmed', () => {
    expect(validateSignup({ name: ' 王芳 ', phone: ' 13912345678 ', company: '' })).toEqual({});
  });

  it.each([
    [{ name: '  ' }, 'name', SIGNUP_MESSAGES.nameRequired],
    [{ name: '王' }, 'name', SIGNUP_MESSAGES.nameLength],
    [{ phone: '' }, 'phone', SIGNUP_MESSAGES.phoneRequired],
    [{ phone: '23912345678' }, 'phone', SIGNUP_MESSAGES.phone],
    [{ company: '司'.repeat(61) }, 'company', SIGNUP_MESSAGES.company],
  ] as const)('refuses %o with the server’s message', (over, field, message) => {
    const values = { ...GOOD, ...over };
    expect(validateSignup(values)).toEqual({ [field]: message });
    expect(z.safeParse(activitySignupBodySchema, values).error?.issues[0]?.message).toBe(message);
  });

  it('reports both required fields of an empty form', () => {
    expect(validateSignup(EMPTY_SIGNUP)).toEqual({
      name: SIGNUP_MESSAGES.nameRequired,
      phone: SIGNUP_MESSAGES.phoneRequired,
    });
  });
});
