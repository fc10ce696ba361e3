import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './envelope';

/** One image read from a multipart upload, its type recognised from its bytes. */
export type UploadedImage = { name: string; mime: string; data: Buffer };

const NOT_MULTIPART = '请使用 multipart/form-data 上传文件';
const NO_BOUNDARY = '上传请求缺少 multipart 边界（boundary）';
const MALFORMED = '上传内容不是合法的 multipart/form-data';

/** Image types accepted by the upload, recognised by their first bytes (not the client's claim). */
function sniffImage(buf: Buffer): string | null {
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (
    buf.length >= 6 &&
    (buf.subarray(0, 6).toString('ascii') === 'GIF87a' ||
      buf.subarray(0, 6).toString('ascii') === 'GIF89a')
  )
    return 'image/gif';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('ascii') === 'RIFF' &&
    buf.subarray(8, 12).toString('ascii') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** The boundary parameter of a multipart Content-Type, '' when absent or empty (quoted or not). */
function multipartBoundary(contentType: string | undefined): string {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2] ?? '';
}

/**
 * The images of a multipart request. Busboy throws plain Errors (no status) for a missing boundary
 * or a truncated body, which would answer 500: they become a 400 in Chinese here. The multipart
 * plugin's own limits (FST_* codes with a status) pass through to the server's error handler.
 */
export async function readUploadedImages(req: FastifyRequest): Promise<UploadedImage[]> {
  if (!req.isMultipart()) throw new ApiError(415, NOT_MULTIPART);
  if (!multipartBoundary(req.headers['content-type'])) throw badRequest(NO_BOUNDARY);
  const files: UploadedImage[] = [];
  try {
    for await (const part of req.files()) {
      const data = await part.toBuffer();
      const mime = sniffImage(data);
      if (!mime) throw new ApiError(415, `仅支持 png、jpg、gif、webp 图片：${part.filename}`);
      files.push({ name: part.filename.slice(0, 120) || 'image', mime, data });
    }
  } catch (error) {
    if (error instanceof ApiError || hasStatus(error)) throw error;
    throw badRequest(MALFORMED);
  }
  if (files.length === 0) throw badRequest('请选择要上传的图片');
  return files;
}

const hasStatus = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { statusCode?: unknown }).statusCode === 'number';
