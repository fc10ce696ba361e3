import {
  loginResultSchema,
  loginV2ResultSchema,
  SMS_TYPE_LOGIN,
  userInfoSchema,
  type LoginBody,
  type LoginResult,
  type LoginV2Body,
  type UserInfo,
} from '@/contracts/api/auth';
import { http, parseData } from '@/lib/http';

/** Spec §7 auth calls. Each resolves to the contract-checked `data`, or rejects with an ApiError. */

/** POST /sms/send {phone, type: 2}: sends the login code (code 200 is success). */
export async function sendLoginSms(phone: string): Promise<void> {
  await http.post('/sms/send', { phone: phone.trim(), type: SMS_TYPE_LOGIN });
}

/** POST /V2/sms/send: the body is passed through (e.g. with a captchaToken). */
export async function sendSmsV2(body: { phone: string; type: number; captchaToken?: string }): Promise<void> {
  await http.post('/V2/sms/send', body);
}

/** POST /api/auth/login {username, password} → data.token. Values are trimmed (spec §5). */
export async function login(body: LoginBody): Promise<LoginResult> {
  const trimmed = { username: body.username.trim(), password: body.password.trim() };
  return parseData(loginResultSchema, await http.post('/api/auth/login', trimmed));
}

/** POST /v2/api/auth/login {phone, code, inviteCode?} → token and whether the account is new. */
export async function loginV2(body: LoginV2Body) {
  return parseData(loginV2ResultSchema, await http.post('/v2/api/auth/login', body));
}

/** POST /api/auth/logout: the token stops working. */
export async function logout(): Promise<void> {
  await http.post('/api/auth/logout');
}

/** GET /v1/user/info: the signed-in user. */
export async function fetchUserInfo(): Promise<UserInfo> {
  return parseData(userInfoSchema, await http.get('/v1/user/info'));
}
