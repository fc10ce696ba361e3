/**
 * Makes a page hold still for its screenshot: no animation, transition or blinking caret, web
 * fonts loaded, and each masked element covered by a flat box in its place. The boxes sit on top
 * (fixed, out of the flow), so the page's layout does not move: what is around a masked clock or
 * count is still compared.
 */
import type { Page } from 'playwright';

/** What stops moving, injected as a style sheet. */
const STILL_CSS = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

/** The flat colour of a mask: a grey no page uses, so a masked area is recognisable in the report. */
const MASK_COLOUR = '#8a8f99';

/** Marks the mask boxes, so a second call replaces them. */
const MASK_ATTRIBUTE = 'data-baseline-mask';

/**
 * Stops the page's motion, waits for its fonts and covers `masks` (CSS selectors). `extraCss` is
 * added after the still CSS (a test moves the title bar with it).
 */
export async function holdStill(page: Page, masks: string[], extraCss = ''): Promise<void> {
  await page.addStyleTag({ content: `${STILL_CSS}\n${extraCss}` });
  await page.evaluate(
    async ({ selectors, colour, attribute }) => {
      await document.fonts.ready;
      document.querySelectorAll(`[${attribute}]`).forEach((box) => box.remove());
      // Two frames: the injected styles are laid out and painted before the boxes are measured.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (const selector of selectors) {
        for (const element of document.querySelectorAll(selector)) {
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) continue;
          const box = document.createElement('div');
          box.setAttribute(attribute, '');
          box.setAttribute('aria-hidden', 'true');
          Object.assign(box.style, {
            position: 'fixed',
            left: `${rect.left}px`,
            top: `${rect.top}px`,
            width: `${rect.width}px`,
            height: `${rect.height}px`,
            background: colour,
            zIndex: '2147483647',
            pointerEvents: 'none',
          });
          document.body.append(box);
        }
      }
    },
    { selectors: masks, colour: MASK_COLOUR, attribute: MASK_ATTRIBUTE },
  );
}
