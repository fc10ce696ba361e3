import {
  apiAuthLoginEndpoint,
  apiAuthLogoutEndpoint,
  smsSendEndpoint,
  SMS_TYPE_LOGIN,
  v1UserInfoEndpoint,
  v2ApiAuthLoginEndpoint,
  type LoginBody,
  type LoginResult,
  type LoginV2Body,
  type UserInfo,
} from '@/contracts/api/auth';
import { callEndpoint } from './call-endpoint';

/** The auth calls. Each resolves to the contract-checked `data`, or rejects with an ApiError. */

/** POST /sms/send {phone, type: 2}: sends the login code (code 200 is success). */
export async function sendLoginSms(phone: string): Promise<void> {
  await callEndpoint(smsSendEndpoint, { body: { phone: phone.trim(), type: SMS_TYPE_LOGIN } });
}

/**
 * POST /api/auth/login {username, password} → data.token. Values are trimmed
 * (docs/product.md「账号与登录」).
 */
export function login(body: LoginBody): Promise<LoginResult> {
  return callEndpoint(apiAuthLoginEndpoint, {
    body: { username: body.username.trim(), password: body.password.trim() },
  });
}

/** POST /v2/api/auth/login {phone, code, inviteCode?} → token and whether the account is new. */
export function loginV2(body: LoginV2Body) {
  return callEndpoint(v2ApiAuthLoginEndpoint, { body });
}

/** POST /api/auth/logout: the token stops working. */
export async function logout(): Promise<void> {
  await callEndpoint(apiAuthLogoutEndpoint);
}

/** GET /v1/user/info: the signed-in user. */
export function fetchUserInfo(): Promise<UserInfo> {
  return callEndpoint(v1UserInfoEndpoint);
}
