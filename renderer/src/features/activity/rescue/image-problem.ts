/** Image types /image/multiUpload accepts, and its size limit (the server checks them again). */
const TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

/** Why a picked file cannot be uploaded, or undefined when it can. */
export function imageProblem(file: { type: string; size: number }): string | undefined {
  if (!TYPES.includes(file.type)) return '仅支持 png、jpg、gif、webp 图片';
  if (file.size > MAX_BYTES) return '图片不能超过5MB';
  return undefined;
}
