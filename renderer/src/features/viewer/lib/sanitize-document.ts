import DOMPurify from 'dompurify';

/** A document's HTML without anything that can run code (scripts, event attributes, frames, forms). */
export function sanitizeDocumentHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
