import { imageMultiUploadEndpoint } from '@/contracts/api/common';
import { callEndpoint } from '@/lib/api/call-endpoint';

/**
 * POST one body image to /image/multiUpload, telling `onProgress` the share sent (0–1). Silent: the
 * editor shows a failure on the image itself, with 重试.
 */
export async function uploadBodyImage(
  file: File,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const result = await callEndpoint(
    imageMultiUploadEndpoint,
    { body },
    {
      silent: true,
      signal,
      onUploadProgress: (e) => onProgress(e.total ? Math.min(1, e.loaded / e.total) : 0),
    },
  );
  const url = result.urls[0];
  if (!url) throw new Error('上传失败');
  return url;
}
