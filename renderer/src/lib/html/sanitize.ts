import DOMPurify from 'dompurify';

/**
 * Article bodies are HTML written by editors and members: anything that can run code (scripts, event
 * attributes, javascript: URLs, frames, forms) is removed before it reaches the page. Inline styles go
 * too, so a pasted fixed width cannot break the phone layout; the article's own CSS styles the body.
 */
const purify = DOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  // Links leaving the app open in a new page and tell the target nothing about the reader.
  if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/i)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

/** The HTML of an article, or of a document, safe to put in the page. */
export function sanitizeArticleHtml(html: string): string {
  return purify.sanitize(html, CONFIG);
}
