/**
 * The phone's system (phone-system.ts) over Playwright: a BrowserContext's init scripts, bindings,
 * geolocation and permissions, and its pages' file choosers, history and DevTools sessions.
 */
import type { BrowserContext, Page } from 'playwright';
import { PageAppearance, type AppearanceTarget } from './appearance';
import type { CdpSend, SystemDriver, SystemPage } from './system-driver';

export function playwrightSystemDriver(
  context: BrowserContext,
  /** The page shown now (a new one after the phone reopens). */
  currentPage: () => Page,
  /** The context's locale. */
  defaultLanguage: string,
): SystemDriver {
  const pages = new WeakMap<Page, SystemPage>();

  const wrap = (page: Page): SystemPage => {
    const withCdp = async <T>(use: (send: CdpSend) => Promise<T>): Promise<T> => {
      const cdp = await page.context().newCDPSession(page);
      try {
        return await use((method, params) =>
          cdp.send(method as 'Page.enable', params as undefined),
        );
      } finally {
        await cdp.detach().catch(() => undefined);
      }
    };
    const appearance = new PageAppearance(appearanceTarget(page), defaultLanguage);
    return {
      isClosed: () => page.isClosed(),
      evaluate: (script) => page.evaluate(script),
      historyIndex: () =>
        withCdp(async (send) => {
          const { currentIndex, entries } = (await send('Page.getNavigationHistory')) as {
            currentIndex: number;
            entries: { url: string }[];
          };
          const first = entries.findIndex((entry) => entry.url !== 'about:blank');
          return first < 0 ? 0 : currentIndex - first;
        }),
      goBack: async () => void (await page.goBack()),
      close: () => page.close(),
      viewportSize: () => page.viewportSize() ?? { width: 390, height: 700 },
      withCdp,
      applyAppearance: (look) => appearance.apply(look),
    };
  };

  return {
    addInitScript: async (script) => void (await context.addInitScript({ content: script })),
    exposeFunction: async (name, handler) =>
      void (await context.exposeBinding(name, (_source, request: unknown) => handler(request))),
    setGeolocation: (position) => context.setGeolocation(position),
    grantGeolocation: (origin) => context.grantPermissions(['geolocation'], { origin }),
    onFileChooser: (pick) => {
      // Every page of the phone, from its first: listening is what makes Playwright take the picker.
      const listen = (page: Page) =>
        page.on('filechooser', (chooser) => {
          const element = chooser.element();
          void Promise.all([
            element.getAttribute('accept').catch(() => null),
            element.getAttribute('capture').catch(() => null),
          ]).then(([accept, capture]) =>
            pick({
              accept: accept ?? '',
              capture: capture !== null,
              multiple: chooser.isMultiple(),
              setFiles: (files) => chooser.setFiles([...files]),
            }),
          );
        });
      context.pages().forEach(listen);
      context.on('page', listen);
    },
    page: () => {
      const page = currentPage();
      let wrapped = pages.get(page);
      if (!wrapped) {
        wrapped = wrap(page);
        pages.set(page, wrapped);
      }
      return wrapped;
    },
  };
}

/** The page's appearance through Playwright's media emulation and one DevTools session it keeps. */
function appearanceTarget(page: Page): AppearanceTarget {
  let cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>> | null = null;
  const session = async () => {
    if (!cdp) {
      cdp = await page.context().newCDPSession(page);
      // Scripts for new documents run only where the Page domain is on.
      await cdp.send('Page.enable');
    }
    return cdp;
  };
  return {
    isClosed: () => page.isClosed(),
    emulateMedia: (colorScheme, reducedMotion) =>
      page.emulateMedia({ colorScheme, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' }),
    addScript: async (source) =>
      (await (await session()).send('Page.addScriptToEvaluateOnNewDocument', { source }))
        .identifier,
    removeScript: async (identifier) =>
      void (await (
        await session()
      ).send('Page.removeScriptToEvaluateOnNewDocument', {
        identifier,
      })),
    setLanguage: (language) => page.setExtraHTTPHeaders({ 'accept-language': language }),
    evaluate: (source) => page.evaluate(source),
  };
}
