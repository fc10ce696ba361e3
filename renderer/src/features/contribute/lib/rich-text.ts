/** Small pure helpers of the body editor (kept apart from the DOM so they are unit-tested). */

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Why an image cannot go into the body (the upload endpoint refuses the same), or null. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return '仅支持 PNG、JPG、GIF、WebP 图片';
  if (file.size > IMAGE_MAX_BYTES) return '图片不能超过5MB';
  return null;
}

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Pasted text as paragraphs: one per non-empty line, markup shown as text. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}
