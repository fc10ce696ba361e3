/**
 * Where a body image not uploaded yet stands in the draft. In the editor the picture shows as its
 * local preview (`img[data-upload]`, a blob: URL that dies with the page); the draft keeps a mark
 * instead, `<img data-pending-image="key" alt="">` (no source: it loads and shows nothing), so that
 * after a reload the picture kept on the phone (IndexedDB, same key) comes back where it was. Marks
 * are the phone's: the server never gets one.
 */
const PENDING_ATTR = 'data-pending-image';

const MARKED =
  /<p>\s*<img\b[^>]*\sdata-pending-image="[^"]*"[^>]*>\s*<\/p>|<img\b[^>]*\sdata-pending-image="[^"]*"[^>]*>/gi;

/** The body as the server may have it: every mark gone, with its paragraph when that held only the mark. */
export function withoutPendingMarks(html: string): string {
  return html.replace(MARKED, '');
}

/** In a copy of the editor's content: each picture still uploading becomes its mark. */
export function markPendingImages(root: HTMLElement): void {
  root.querySelectorAll<HTMLImageElement>('img[data-upload]').forEach((img) => {
    const mark = root.ownerDocument.createElement('img');
    mark.setAttribute(PENDING_ATTR, img.getAttribute('data-upload') ?? '');
    mark.setAttribute('alt', '');
    img.replaceWith(mark);
  });
}

const pictureOf = (doc: Document, key: string, preview: string): HTMLImageElement => {
  const img = doc.createElement('img');
  img.src = preview;
  img.setAttribute('data-upload', key);
  img.className = 'rte__pending';
  img.alt = '';
  return img;
};

/**
 * Shows each pending picture (`previews`: key → local preview URL) in the editor: at its mark when
 * the body has one, else at the end (a draft saved before marks existed, or one the writer chose not
 * to restore). `settled`: the kept pictures are all known, so a mark with none left (uploaded or
 * removed in another tab) goes. Answers whether the body changed in a way the draft should get.
 */
export function placePendingImages(
  root: HTMLElement,
  previews: ReadonlyMap<string, string>,
  settled: boolean,
): boolean {
  const doc = root.ownerDocument;
  let dropped = false;
  root.querySelectorAll<HTMLImageElement>(`img[${PENDING_ATTR}]`).forEach((mark) => {
    const key = mark.getAttribute(PENDING_ATTR) ?? '';
    const preview = previews.get(key);
    const shown = [...root.querySelectorAll('img[data-upload]')].some(
      (i) => i.getAttribute('data-upload') === key,
    );
    if (preview && !shown) mark.replaceWith(pictureOf(doc, key, preview));
    else if (settled || shown) {
      const p = mark.parentElement;
      if (p && p !== root && p.tagName === 'P' && p.childNodes.length === 1) p.remove();
      else mark.remove();
      dropped = true;
    }
  });
  for (const [key, preview] of previews) {
    if (
      [...root.querySelectorAll('img[data-upload]')].some(
        (i) => i.getAttribute('data-upload') === key,
      )
    )
      continue;
    const p = doc.createElement('p');
    p.append(pictureOf(doc, key, preview));
    root.append(p);
  }
  return dropped;
}

/** The body still waits for a picture (its upload has not finished, or failed). */
export function hasPendingMarks(html: string): boolean {
  return new RegExp(MARKED.source, 'i').test(html);
}
