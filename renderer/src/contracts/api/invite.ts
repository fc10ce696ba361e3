import * as z from 'zod/mini';
import { pointsSchema } from './money-shapes';
import type { Endpoint } from './endpoint';

/** GET /invite/info?code= — the inviter of a code (for /invite), or the caller's own card (for /poster). */
export const inviteInfoQuerySchema = z.object({
  code: z.optional(z.string().check(z.trim(), z.regex(/^[A-Z0-9]{4,12}$/, '邀请码格式不正确'))),
});

export const inviterSchema = z.object({
  nickname: z.string(),
  avatar: z.string(),
  inviteCode: z.string(),
  /** Experts carry a title, members null. */
  title: z.nullable(z.string()),
});
export type Inviter = z.infer<typeof inviterSchema>;

export const inviteInfoSchema = z.object({
  /** The owner of `code` (404 '邀请码不存在' for an unknown one); null without a code. */
  inviter: z.nullable(inviterSchema),
  /** The caller's own card when logged in (null otherwise). */
  mine: z.nullable(
    z.extend(inviterSchema, {
      /** Path under /app of the invitation link, e.g. /invite?code=T2F1A. */
      invitePath: z.string(),
      invitedCount: z.int(),
      rewardPoints: pointsSchema,
    }),
  ),
  /** Points both sides get for a registration. */
  rewardPoints: pointsSchema,
  rules: z.array(z.string()),
  benefits: z.array(z.object({ title: z.string(), description: z.string() })),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/**
 * POST /invite/accept {code} (login required): records that the caller registered through `code`.
 * 400 '不能使用自己的邀请码'; 409 '您已接受过邀请' for a second time; 404 '邀请码不存在'.
 */
export const inviteAcceptBodySchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^[A-Z0-9]{4,12}$/, '邀请码格式不正确')),
});
export const inviteAcceptResultSchema = z.object({
  inviter: inviterSchema,
  rewardPoints: pointsSchema,
});
export type InviteAcceptResult = z.infer<typeof inviteAcceptResultSchema>;

// Endpoints: each declared once, served by the mock API and called by the app.

/** GET /invite/info: 邀请信息：邀请人（按邀请码）与我的邀请卡（登录时） */
export const inviteInfoEndpoint = {
  method: 'GET',
  path: '/invite/info',
  query: inviteInfoQuerySchema,
  response: inviteInfoSchema,
} as const satisfies Endpoint;

/** POST /invite/accept: 接受邀请（需登录；每人一次） */
export const inviteAcceptEndpoint = {
  method: 'POST',
  path: '/invite/accept',
  body: inviteAcceptBodySchema,
  response: inviteAcceptResultSchema,
} as const satisfies Endpoint;
