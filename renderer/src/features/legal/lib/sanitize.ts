import DOMPurify from 'dompurify';

const purify = DOMPurify(window);

/** Agreement HTML comes from the backend: nothing that can run code or break the layout survives. */
export function sanitizeDocHtml(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
