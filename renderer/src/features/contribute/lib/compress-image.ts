/** Photos from a phone camera are often 3–12 MB: they are scaled down on the phone before upload. */
const COMPRESS_ABOVE_BYTES = 1024 * 1024;
const MAX_SIDE = 1600;

/** The size an image is drawn at: its longer side at most `maxSide`, the shape kept. */
export function scaledSize(
  width: number,
  height: number,
  maxSide = MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A large JPEG or PNG re-encoded as a JPEG of at most 1600 px; anything else (GIF animations, small
 * files, a browser that cannot decode it) is sent as it is. Never fails: the original is the fallback.
 */
export async function compressImage(file: File): Promise<File> {
  if (
    file.size <= COMPRESS_ABOVE_BYTES ||
    !/^image\/(jpeg|png)$/.test(file.type) ||
    typeof createImageBitmap !== 'function'
  )
    return file;
  try {
    const bitmap = await createImageBitmap(file);
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.85),
    );
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
