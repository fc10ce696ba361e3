import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../lib/envelope';
import {
  HLS_TYPE,
  MEDIA_FILE,
  livePlaylist,
  liveSegmentFile,
  readClipFile,
} from '../lib/live-media';
import { parseInput } from '../lib/validate';
import { coverPng } from '../lib/cover-png';
import { lessonWav } from '../lib/wav';
import { checkChapter, getCourse, startAtOf } from '../lib/courses';
import { startDueSessionsFirst } from '../lib/live-schedule';

const clipParams = z.object({
  clip: z.string().regex(/^clip-[1-9]$/, '文件名不正确'),
  file: z.string().regex(MEDIA_FILE, '文件名不正确'),
});
const liveParams = z.object({
  id: z.coerce.number({ error: '编号须为正整数' }).int('编号须为正整数').positive('编号须为正整数'),
  file: z.string().regex(MEDIA_FILE, '文件名不正确'),
});

const wavParams = z.object({ file: z.string().regex(/^\d{1,6}-\d{1,6}\.wav$/, '文件名不正确') });
const pngParams = z.object({ file: z.string().regex(/^\d{1,9}\.png$/, '文件名须为 编号.png') });

/**
 * The course videos (not enveloped): recorded chapters as committed HLS clips, and each live
 * course's stream as a playlist that slides over the looped clip-live on the simulated clock; and
 * the generated lesson audio and course covers.
 */
export function liveMediaRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  startDueSessionsFirst(app);

  const wavCache = new Map<string, Buffer>();
  app.get('/media/audio/:file', async (req, reply) => {
    const { file } = parseInput(wavParams, req.params, 'params');
    const [courseId, chapterId] = file.replace('.wav', '').split('-').map(Number) as [
      number,
      number,
    ];
    getCourse(db, courseId);
    checkChapter(db, courseId, chapterId);
    let wav = wavCache.get(file);
    if (!wav) wavCache.set(file, (wav = lessonWav(file)));
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('accept-ranges', 'none')
      .type('audio/wav')
      .send(wav);
  });

  app.get('/media/hls/:clip/:file', async (req, reply) => {
    const { clip, file } = parseInput(clipParams, req.params, 'params');
    const media = readClipFile(clip, file);
    if (!media) throw notFound('视频不存在');
    return reply.header('cache-control', 'public, max-age=86400').type(media.type).send(media.body);
  });

  app.get('/media/live/:id/:file', async (req, reply) => {
    const { id, file } = parseInput(liveParams, req.params, 'params');
    const c = getCourse(db, id);
    const live = c.status === 1;
    const startAt = startAtOf(c, ctx.now());
    if (!live) throw notFound('直播未开始或已结束');
    if (file === 'index.m3u8') {
      // Never cached: the player reloads it every segment to see the stream advance.
      return reply
        .header('cache-control', 'no-cache')
        .type(HLS_TYPE)
        .send(livePlaylist(startAt, ctx.now()));
    }
    const media = readClipFile(
      'clip-live',
      file === 'init.mp4' ? file : liveSegmentFile(Number(file.slice(4, -4))),
    );
    if (!media) throw notFound('视频不存在');
    return reply.header('cache-control', 'public, max-age=60').type(media.type).send(media.body);
  });

  app.get('/media/cover/:file', async (req, reply) => {
    const { file } = parseInput(pngParams, req.params, 'params');
    const c = getCourse(db, Number.parseInt(file, 10));
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/png')
      .send(coverPng(c.id));
  });
}
