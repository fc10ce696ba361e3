import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  baseSmsListEndpoint,
  appNewVersionEndpoint,
  imageMultiUploadEndpoint,
  commonCaptchaGetEndpoint,
  commonCaptchaCheckEndpoint,
} from '../../../renderer/src/contracts/api/common';
import { badRequest, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { parseInput } from '../lib/validate';
import { createRng } from '../lib/prng';
import { publicUrl } from '../lib/urls';
import { avatarSvg } from '../lib/svg';
import { dayStart } from '../lib/time';
import { avatarPng } from '../lib/avatar-png';
import { readUploadedImages } from '../lib/upload-files';
import { createByteQuota } from '../lib/upload-limits';
import { captchaSvg } from '../lib/captcha';
import { sessionQueries } from '../queries/sessions';
import { uploadQueries } from '../queries/uploads';
import { userQueries } from '../queries/users';

const LATEST_VERSION = '4.2.0';
const MIN_VERSION = '4.0.0';
const CAPTCHA_TTL_SECONDS = 120;
const CAPTCHA_MAX_ATTEMPTS = 3;
const idParams = z.object({ id: z.coerce.number().int().positive('编号须为正整数') });
/**
 * `/media/avatar/:file`: `<id>.png`, or `<id>.svg` as stored before avatars were PNGs (a data folder
 * seeded then still holds those paths).
 */
const avatarFileParams = z
  .object({ file: z.string().regex(/^\d{1,9}\.(png|svg)$/, '文件名须为 编号.png') })
  .transform((p) => ({ id: Number.parseInt(p.file, 10), svg: p.file.endsWith('.svg') }));

const compareVersions = (a: string, b: string): number => {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
};

/** The calls every screen may use: SMS kinds, app version, uploads, captcha, and the media they refer to. */
export function commonRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const sessions = sessionQueries(ctx.db);
  const tags = ['common'];

  defineRoute(app, baseSmsListEndpoint, { summary: '短信验证码类型', tags, auth: 'none' }, () => [
    { type: 1, name: '注册', template: '您的注册验证码为{code}，5分钟内有效。' },
    { type: 2, name: '登录', template: '您的登录验证码为{code}，5分钟内有效，请勿泄露给他人。' },
    {
      type: 3,
      name: '更换手机号',
      template: '您正在更换绑定手机号，验证码为{code}，5分钟内有效。',
    },
    { type: 4, name: '提现验证', template: '您正在申请红包提现，验证码为{code}，5分钟内有效。' },
  ]);

  defineRoute(
    app,
    appNewVersionEndpoint,
    { summary: '最新版本', tags, auth: 'none' },
    ({ query }) => ({
      latestVersion: LATEST_VERSION,
      minVersion: MIN_VERSION,
      hasUpdate: compareVersions(query.appversion, LATEST_VERSION) < 0,
      forceUpdate: compareVersions(query.appversion, MIN_VERSION) < 0,
      downloadUrl: '/app/download',
      notes: [
        '新增个税计算器年终奖单独计税对比',
        '直播课支持倍速与断点续播',
        '修复部分机型分享卡片显示异常',
      ],
      // The latest version came out three weeks ago, whatever the day.
      publishedAt: dayStart(ctx.now()) - 21 * 86_400_000 + 10 * 3_600_000,
    }),
  );

  const anonymousBytes = createByteQuota();
  defineRoute(
    app,
    imageMultiUploadEndpoint,
    {
      summary: '上传图片（multipart，可多张；未登录时每分钟限次数与流量）',
      tags,
      auth: 'optional',
    },
    async ({ req, user }) => {
      // Declared size first, so an over-budget body is refused before it is read.
      const declared = Number(req.headers['content-length'] ?? 0);
      if (!user && declared > 0) anonymousBytes.spend(req.ip, declared, Date.now());
      const files = await readUploadedImages(req);
      if (!user && !(declared > 0))
        anonymousBytes.spend(
          req.ip,
          files.reduce((sum, f) => sum + f.data.length, 0),
          Date.now(),
        );
      const now = ctx.now();
      const ids = uploadQueries(ctx.db).save(user?.id ?? null, files, now);
      const saved = files.map((f, i) => {
        const id = ids[i] ?? 0;
        return {
          id,
          name: f.name,
          url: publicUrl(req, `/files/${id}`),
          size: f.data.length,
          mime: f.mime,
        };
      });
      return { urls: saved.map((f) => f.url), files: saved };
    },
  );

  defineRoute(
    app,
    commonCaptchaGetEndpoint,
    { summary: '获取图形验证码（表单）', tags, auth: 'none' },
    () => {
      const count = sessions.captchaCount();
      const rng = createRng(`captcha:${count}`);
      const answer = Array.from({ length: 4 }, () => String(rng.int(0, 9))).join('');
      const token = randomBytes(16).toString('hex');
      sessions.addCaptcha(token, answer, ctx.now());
      const svg = captchaSvg(answer, rng);
      return {
        token,
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        length: 4,
        expiresIn: CAPTCHA_TTL_SECONDS,
      };
    },
  );

  defineRoute(
    app,
    commonCaptchaCheckEndpoint,
    { summary: '校验图形验证码（表单）', tags, auth: 'none', msg: '验证通过' },
    ({ body }) => {
      const row = sessions.captcha(body.token);
      if (
        !row ||
        row.verified !== 0 ||
        row.attempts >= CAPTCHA_MAX_ATTEMPTS ||
        ctx.now() - row.created_at > CAPTCHA_TTL_SECONDS * 1000
      )
        throw badRequest('验证码已失效，请刷新');
      if (row.answer !== body.code) {
        sessions.captchaMiss(body.token);
        throw badRequest('验证码错误');
      }
      sessions.captchaPass(body.token);
      return { verified: true as const, captchaToken: body.token };
    },
  );

  // Media: raw files, not enveloped.
  app.get('/files/:id', async (req, reply) => {
    const { id } = parseInput(idParams, req.params, 'params');
    const row = uploadQueries(ctx.db).file(id);
    if (!row) throw notFound('文件不存在');
    return reply.header('cache-control', 'public, max-age=86400').type(row.mime).send(row.data);
  });
  app.get('/media/avatar/:file', async (req, reply) => {
    const { id, svg } = parseInput(avatarFileParams, req.params, 'params');
    const nickname = userQueries(ctx.db).nickname(id);
    if (nickname === undefined) throw notFound('头像不存在');
    reply.header('cache-control', 'public, max-age=3600');
    return svg
      ? reply.type('image/svg+xml').send(avatarSvg(id, nickname))
      : reply.type('image/png').send(avatarPng(id));
  });
}
