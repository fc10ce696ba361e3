/** Small pure helpers of the body editor (kept apart from the DOM so they are unit-tested). */

const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Why an image cannot go into the body (the upload endpoint refuses the same), or null. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return '仅支持 PNG、JPG、GIF、WebP 图片';
  if (file.size > IMAGE_MAX_BYTES) return '图片不能超过5MB';
  return null;
}

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Pasted text as paragraphs: one per non-empty line, markup shown as text. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}

/** Pasted rich content cleaned: paragraphs of text and, in their places, the images to upload. */
export type PastedContent = { html: string; images: string[] };

const BLOCKS =
  /^(P|DIV|H[1-6]|LI|BLOCKQUOTE|TR|SECTION|ARTICLE|PRE|TABLE|UL|OL|FIGURE|FIGCAPTION|HEADER|FOOTER)$/;
const SKIPPED = /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|IFRAME|OBJECT|EMBED|SVG|HEAD|TITLE|META|LINK)$/;

/**
 * Pasted HTML (a web page, Word, WeChat) cleaned to what the body keeps: its words as paragraphs
 * and its images, each as `<p><img data-paste="i"></p>` where it stood, with `images[i]` its source
 * (a data: or http(s) URL the editor uploads and puts in place). Styles, scripts, links and layout
 * are dropped; an image of any other scheme is dropped too.
 */
export function cleanPastedHtml(pasted: string): PastedContent {
  const doc = new DOMParser().parseFromString(pasted, 'text/html');
  const out: string[] = [];
  const images: string[] = [];
  let line = '';
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) out.push(`<p>${escape(text)}</p>`);
    line = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      line += node.textContent ?? '';
      return;
    }
    if (!(node instanceof Element) || SKIPPED.test(node.tagName)) return;
    if (node.tagName === 'BR') return flush();
    if (node.tagName === 'IMG') {
      const src = (node.getAttribute('src') ?? '').trim();
      if (!/^(data:image\/(png|jpeg|gif|webp);base64,|https?:\/\/)/i.test(src)) return;
      flush();
      out.push(`<p><img data-paste="${images.length}" alt=""></p>`);
      images.push(src);
      return;
    }
    const block = BLOCKS.test(node.tagName);
    if (block) flush();
    node.childNodes.forEach(walk);
    if (block) flush();
  };
  walk(doc.body);
  flush();
  return { html: out.join(''), images };
}
