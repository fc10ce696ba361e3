/**
 * Runs in the phone's page (bundled by page-bundle.ts): finds how a test would find an element
 * again, in the order Playwright's own selector generator prefers (test id, role and accessible
 * name, placeholder, label, alt text, text, title, CSS), each checked to match only that element
 * among the visible ones; else inside the nearest named region, list or dialog that is unique;
 * else the nth match.
 */
import { computeAccessibleName, getRole } from 'dom-accessibility-api';
import type { ElementLocator, LocatorSpec } from '../types';

/** What a tap is aimed at: the control around the node a finger hit. */
const CONTROL_SELECTOR = [
  'button',
  'a[href]',
  'input',
  'select',
  'textarea',
  'summary',
  '[role=button]',
  '[role=link]',
  '[role=tab]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=switch]',
  '[role=menuitem]',
  '[role=option]',
  '[data-testid]',
].join(',');

/** Roles whose name may scope a locator (Playwright: `getByRole('region', { name }).getBy…`). */
const SCOPE_ROLES = new Set([
  'region',
  'dialog',
  'alertdialog',
  'list',
  'form',
  'navigation',
  'tabpanel',
  'article',
  'listitem',
]);

const MAX_TEXT = 80;

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

export function controlAt(node: Element): Element {
  const control = node.closest(CONTROL_SELECTOR);
  // A label's own click lands on its control: record the control.
  if (control instanceof HTMLLabelElement && control.control) return control.control;
  return control ?? node;
}

function isShown(element: Element): boolean {
  return element.checkVisibility
    ? element.checkVisibility()
    : (element as HTMLElement).offsetParent !== null;
}

function roleOf(element: Element): string | null {
  return getRole(element);
}

function nameOf(element: Element): string {
  return squash(computeAccessibleName(element));
}

function labelTextOf(element: Element): string {
  const labels = (element as HTMLInputElement).labels;
  return labels && labels.length ? squash(labels[0]?.textContent) : '';
}

/** Every visible element in `root` that `spec` finds, as Playwright would with `exact: true`. */
function matches(spec: LocatorSpec, root: ParentNode): Element[] {
  const all = [...root.querySelectorAll('*')].filter(isShown);
  switch (spec.kind) {
    case 'testId':
      return all.filter((e) => e.getAttribute('data-testid') === spec.testId);
    case 'role':
      // The role first: it is cheap, the accessible name is not.
      return all.filter((e) => roleOf(e) === spec.role).filter((e) => nameOf(e) === spec.name);
    case 'placeholder':
      return all.filter((e) => squash(e.getAttribute('placeholder')) === spec.text);
    case 'label':
      return all.filter(
        (e) => labelTextOf(e) === spec.text || squash(e.getAttribute('aria-label')) === spec.text,
      );
    case 'alt':
      return all.filter((e) => squash(e.getAttribute('alt')) === spec.text);
    case 'title':
      return all.filter((e) => squash(e.getAttribute('title')) === spec.text);
    case 'text':
      // The smallest elements holding the text (Playwright matches the innermost).
      return all.filter(
        (e) =>
          squash(e.textContent) === spec.text &&
          ![...e.children].some((c) => squash(c.textContent) === spec.text),
      );
    case 'css':
      return [...root.querySelectorAll(spec.selector)].filter(isShown);
  }
}

/** The candidate locators of an element, best first. */
function candidates(element: Element): LocatorSpec[] {
  const found: LocatorSpec[] = [];
  const testId = element.getAttribute('data-testid');
  if (testId) found.push({ kind: 'testId', testId });
  const role = roleOf(element);
  const name = nameOf(element);
  if (role && name && name.length <= MAX_TEXT) found.push({ kind: 'role', role, name });
  const placeholder = squash(element.getAttribute('placeholder'));
  if (placeholder) found.push({ kind: 'placeholder', text: placeholder });
  const label = labelTextOf(element);
  if (label) found.push({ kind: 'label', text: label });
  const alt = squash(element.getAttribute('alt'));
  if (alt) found.push({ kind: 'alt', text: alt });
  const text = squash(element.textContent);
  if (text && text.length <= MAX_TEXT) found.push({ kind: 'text', text });
  const title = squash(element.getAttribute('title'));
  if (title) found.push({ kind: 'title', text: title });
  found.push({ kind: 'css', selector: cssPath(element) });
  return found;
}

/** A short CSS path (tag names and nth-of-type up to an id or the body): the last resort. */
function cssPath(element: Element): string {
  const parts: string[] = [];
  for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
    if (e.id && !/\d{3,}/.test(e.id)) {
      parts.unshift(`#${CSS.escape(e.id)}`);
      break;
    }
    const parent: Element | null = e.parentElement;
    const tag = e.localName;
    const same = parent ? [...parent.children].filter((c) => c.localName === tag) : [];
    parts.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(e) + 1})` : tag);
  }
  return parts.join(' > ');
}

/** The named ancestors that can scope a locator, nearest first. */
function scopes(element: Element): Element[] {
  const found: Element[] = [];
  for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
    const role = roleOf(e);
    if (role && SCOPE_ROLES.has(role) && nameOf(e)) found.push(e);
  }
  return found;
}

function locateIn(
  element: Element,
  root: ParentNode,
): { spec: LocatorSpec; count: number; index: number }[] {
  return candidates(element).map((spec) => {
    const found = matches(spec, root);
    return { spec, count: found.length, index: found.indexOf(element) };
  });
}

/** How a test finds `element` again on this page. */
export function locatorFor(element: Element): ElementLocator {
  const here = locateIn(element, document);
  const named = here.filter((c) => c.spec.kind !== 'css');
  const unique = named.find((c) => c.count === 1 && c.index === 0);
  if (unique) return { base: unique.spec };
  for (const scope of scopes(element)) {
    const scopeLocator = locatorFor(scope);
    if (scopeLocator.nth !== undefined || scopeLocator.base.kind === 'css') continue;
    const inside = locateIn(element, scope).find(
      (c) => c.spec.kind !== 'css' && c.count === 1 && c.index === 0,
    );
    if (inside) return { base: inside.spec, within: scopeLocator };
  }
  const nth = named.find((c) => c.index >= 0);
  if (nth) return { base: nth.spec, nth: nth.index };
  return { base: { kind: 'css', selector: cssPath(element) } };
}
