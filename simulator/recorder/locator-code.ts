/** A recorded {@link ElementLocator} as the Playwright code that finds the element again. */
import type { ElementLocator, LocatorSpec } from './types';

const str = (text: string) =>
  `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

function specCode(spec: LocatorSpec): string {
  switch (spec.kind) {
    case 'testId':
      return `getByTestId(${str(spec.testId)})`;
    case 'role':
      return `getByRole(${str(spec.role)}, { name: ${str(spec.name)}, exact: true })`;
    case 'placeholder':
      return `getByPlaceholder(${str(spec.text)}, { exact: true })`;
    case 'label':
      return `getByLabel(${str(spec.text)}, { exact: true })`;
    case 'alt':
      return `getByAltText(${str(spec.text)}, { exact: true })`;
    case 'text':
      return `getByText(${str(spec.text)}, { exact: true })`;
    case 'title':
      return `getByTitle(${str(spec.text)}, { exact: true })`;
    case 'css':
      return `locator(${str(spec.selector)})`;
  }
}

/** `page.getByRole(…)…`, scoped and indexed as recorded. */
export function locatorCode(locator: ElementLocator, root = 'page'): string {
  const scope = locator.within ? locatorCode(locator.within, root) : root;
  const nth = locator.nth === undefined ? '' : `.nth(${locator.nth})`;
  return `${scope}.${specCode(locator.base)}${nth}`;
}

export { str as stringLiteral };
