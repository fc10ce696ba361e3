import DOMPurify from 'dompurify';

/**
 * HTML from the backend (article and news bodies written by editors and members, agreements,
 * documents): anything that can run code (scripts, event attributes, javascript: URLs, frames, forms)
 * is removed before it reaches the page. Inline styles go too, so a pasted fixed width cannot break
 * the phone layout; each page's own CSS styles the body.
 */
const purify = DOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  // Links leaving the app open in a new page and tell the target nothing about the reader.
  // (Set after the attribute filter, so an author's own `target` is still dropped.)
  if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/i)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style'],
};

/** Backend HTML, safe to put in the page. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, CONFIG);
}
