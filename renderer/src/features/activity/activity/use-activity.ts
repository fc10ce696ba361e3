import { useCallback, useRef, useState } from 'react';
import type { ActivityDetail, ActivitySignupBody } from '@/contracts/api/activity';
import { ensureLoggedIn } from '@/lib/auth';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { fetchActivity, signUpForActivity } from '../api/activity-api';
import {
  EMPTY_SIGNUP,
  trimSignup,
  validateSignup,
  type SignupErrors,
  type SignupField,
  type SignupValues,
} from './signup-rules';

/**
 * The activity (reloaded for each account, so 我的报名 is the account's own) and its sign-up form.
 * The form's values live here, above the page's loading states, so logging in at 立即报名 (which
 * reloads the activity) keeps what was typed. One sign-up at a time; the server's answer replaces
 * the activity shown.
 */
export function useActivity(id: string) {
  const token = useSessionStore((s) => s.token);
  const request = useRequest(() => fetchActivity(id), `${id}:${token ?? ''}`);
  const [answer, setAnswer] = useState<{ key: string; detail: ActivityDetail } | null>(null);
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const { reload } = request;

  const change = useCallback((field: SignupField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }, []);

  /** Shows each field's message; answers the first invalid field, or the body to send. */
  const check = useCallback((): { first: SignupField } | { body: ActivitySignupBody } => {
    const found = validateSignup(values);
    setErrors(found);
    const first = (Object.keys(EMPTY_SIGNUP) as SignupField[]).find((f) => found[f]);
    if (first) return { first };
    const clean = trimSignup(values);
    return {
      body: {
        name: clean.name,
        phone: clean.phone,
        ...(clean.company ? { company: clean.company } : {}),
      },
    };
  }, [values]);

  const submit = useCallback(async (): Promise<SignupField | undefined> => {
    const checked = check();
    if ('first' in checked) return checked.first;
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    try {
      if (!(await ensureLoggedIn())) return undefined;
      const detail = await signUpForActivity(id, checked.body);
      setAnswer({ key: `${id}:${useSessionStore.getState().token ?? ''}`, detail });
      showSuccess('报名成功');
    } catch {
      // 名额已满 / 报名已截止 were toasted with the server's msg; the reload shows the activity as it now stands.
      setAnswer(null);
      reload();
    } finally {
      busy.current = false;
      setPending(false);
    }
    return undefined;
  }, [id, check, reload]);

  const data = answer && answer.key === `${id}:${token ?? ''}` ? answer.detail : request.data;
  return { ...request, data, form: { values, errors, pending, change, submit, check } };
}
