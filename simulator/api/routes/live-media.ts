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

const clipParams = z.object({
  clip: z.string().regex(/^clip-[1-9]$/, '文件名不正确'),
  file: z.string().regex(MEDIA_FILE, '文件名不正确'),
});
const liveParams = z.object({
  id: z.coerce.number({ error: '编号须为正整数' }).int('编号须为正整数').positive('编号须为正整数'),
  file: z.string().regex(MEDIA_FILE, '文件名不正确'),
});

/** What the live stream needs of a course: whether it is on air and since when. */
type LiveState = (courseId: number) => { live: boolean; startAt: number };

/**
 * The course videos (not enveloped): recorded chapters as committed HLS clips, and each live
 * course's stream as a playlist that slides over the looped clip-live on the simulated clock.
 */
export function liveMediaRoutes(app: FastifyInstance, liveState: LiveState): void {
  app.get('/media/hls/:clip/:file', async (req, reply) => {
    const { clip, file } = parseInput(clipParams, req.params, 'params');
    const media = readClipFile(clip, file);
    if (!media) throw notFound('视频不存在');
    return reply.header('cache-control', 'public, max-age=86400').type(media.type).send(media.body);
  });

  app.get('/media/live/:id/:file', async (req, reply) => {
    const { id, file } = parseInput(liveParams, req.params, 'params');
    const { live, startAt } = liveState(id);
    if (!live) throw notFound('直播未开始或已结束');
    if (file === 'index.m3u8') {
      // Never cached: the player reloads it every segment to see the stream advance.
      return reply
        .header('cache-control', 'no-cache')
        .type(HLS_TYPE)
        .send(livePlaylist(startAt, app.ctx.now()));
    }
    const media = readClipFile(
      'clip-live',
      file === 'init.mp4' ? file : liveSegmentFile(Number(file.slice(4, -4))),
    );
    if (!media) throw notFound('视频不存在');
    return reply.header('cache-control', 'public, max-age=60').type(media.type).send(media.body);
  });
}
