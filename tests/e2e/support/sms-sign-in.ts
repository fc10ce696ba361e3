import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from './fixtures';
import { latestSmsCode } from './login-overlay';

/**
 * Logs `phone` in through the API (the SMS code read from /__sim/sms) and hands the token to the
 * page's next loads; answers the token, to act as the same user through the API.
 */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  phone: string,
): Promise<string> {
  await request.post(`${API_URL}/sms/send`, { data: { phone, type: 2 } });
  const code = await latestSmsCode(request, phone);
  const login = (await (
    await request.post(`${API_URL}/api/auth/login`, { data: { username: phone, password: code } })
  ).json()) as { data: { token: string } };
  await page.addInitScript((t) => sessionStorage.setItem('token', t), login.data.token);
  return login.data.token;
}
