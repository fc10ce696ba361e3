/**
 * Where a phone's views may go (navigation-policy.ts decides; this wires it to Electron): the
 * content view stays on the app, the API and the PC site; the chrome view stays on its page; the PC
 * site is answered locally.
 */
import { net, shell, type Session, type WebContents } from 'electron';
import { pcStandInHtml } from '../simulator/hosts/pc-site';
import { samePage } from './ipc-gate';
import { isAllowedExternal, isAllowedPhoneNavigation } from './navigation-policy';

/** Refuses main-frame navigations and redirects off `allowed` (reporting them), sub-frames off it, and new windows. */
export function guardPhoneNavigation(
  wc: WebContents,
  allowed: readonly string[],
  onBlocked: (url: string) => void,
): void {
  // The details' url (the positional url argument is deprecated in Electron's typings).
  const refuse = (event: { url: string; preventDefault(): void }) => {
    const { url } = event;
    if (isAllowedPhoneNavigation(url, allowed)) return;
    event.preventDefault();
    onBlocked(url);
  };
  wc.on('will-navigate', refuse);
  wc.on('will-redirect', refuse);
  wc.on('will-frame-navigate', (event) => {
    if (event.isMainFrame) return;
    if (!isAllowedPhoneNavigation(event.url, allowed)) event.preventDefault();
  });
  wc.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternal(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
}

/**
 * The PC site has no internet here: its origin is answered in the phone's session with a page
 * naming the exact URL (as the Chromium host does), other https requests go out unchanged.
 */
export function answerPcSite(ses: Session, pcSiteOrigin: string): void {
  if (ses.protocol.isProtocolHandled('https')) return;
  ses.protocol.handle('https', (request) => {
    if (new URL(request.url).origin === pcSiteOrigin) {
      return new Response(pcStandInHtml(request.url), {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    }
    return net.fetch(request, { bypassCustomProtocolHandlers: true });
  });
}

/** The chrome page never navigates anywhere and opens no windows. */
export function lockToPage(wc: WebContents, pageUrl: string): void {
  const trusted = samePage(pageUrl);
  wc.on('will-navigate', (event) => {
    if (!trusted(event.url)) event.preventDefault();
  });
  wc.setWindowOpenHandler(() => ({ action: 'deny' }));
}
