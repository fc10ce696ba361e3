/**
 * An action seen on one phone done on another, by element (the mirror): the element is found the
 * way a recorded spec finds it, and a scroll goes as far down its container's range.
 */
import type { Locator, Page } from 'playwright';
import type { ElementLocator, LocatorSpec, PageAction } from './types';

/** How long a mirrored phone may take to show the element before it counts as missing. */
const FIND_TIMEOUT_MS = 3_000;

type Root = Page | Locator;

function byKind(root: Root, spec: LocatorSpec): Locator {
  switch (spec.kind) {
    case 'testId':
      return root.getByTestId(spec.testId);
    case 'role':
      return root.getByRole(spec.role as Parameters<Page['getByRole']>[0], {
        name: spec.name,
        exact: true,
      });
    case 'placeholder':
      return root.getByPlaceholder(spec.text, { exact: true });
    case 'label':
      return root.getByLabel(spec.text, { exact: true });
    case 'alt':
      return root.getByAltText(spec.text, { exact: true });
    case 'text':
      return root.getByText(spec.text, { exact: true });
    case 'title':
      return root.getByTitle(spec.text, { exact: true });
    case 'css':
      return root.locator(spec.selector);
  }
}

/** The Playwright locator a recorded {@link ElementLocator} stands for on `page`. */
function locatorOn(page: Page, locator: ElementLocator): Locator {
  const root: Root = locator.within ? locatorOn(page, locator.within) : page;
  const found = byKind(root, locator.base);
  return locator.nth === undefined ? found : found.nth(locator.nth);
}

/** Describes the element for QA: 「登录」按钮 and the like. */
export function describeTarget(locator: ElementLocator): string {
  const { base } = locator;
  switch (base.kind) {
    case 'role':
      return `「${base.name}」`;
    case 'testId':
      return `测试标识 ${base.testId}`;
    case 'css':
      return base.selector;
    default:
      return `「${base.text}」`;
  }
}

export async function performAction(page: Page, action: PageAction): Promise<void> {
  const options = { timeout: FIND_TIMEOUT_MS };
  switch (action.type) {
    case 'click':
      return locatorOn(page, action.target).click(options);
    case 'check':
      return locatorOn(page, action.target).check(options);
    case 'uncheck':
      return locatorOn(page, action.target).uncheck(options);
    case 'fill':
    case 'fillSecret':
      return locatorOn(page, action.target).fill(action.value, options);
    case 'select':
      await locatorOn(page, action.target).selectOption(action.value, options);
      return;
    case 'press':
      return locatorOn(page, action.target).press(action.key, options);
    case 'scroll': {
      // As far down the range as on the phone scrolled (phones of other sizes have other ranges).
      if (!action.target) {
        await page.evaluate((ratio) => {
          const box = document.scrollingElement ?? document.documentElement;
          box.scrollTo({ top: ratio * (box.scrollHeight - box.clientHeight), behavior: 'instant' });
        }, action.ratio);
        return;
      }
      await locatorOn(page, action.target).evaluate(
        (box, ratio) =>
          box.scrollTo({ top: ratio * (box.scrollHeight - box.clientHeight), behavior: 'instant' }),
        action.ratio,
        options,
      );
      return;
    }
    case 'assert':
      // An assertion is QA's note on the phone it was picked on; nothing to do elsewhere.
      return;
  }
}
