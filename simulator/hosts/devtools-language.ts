/**
 * DevTools in Chinese. A phone's DevTools button opens Chromium's own inspector, served by the
 * phones' browser on its debugging origin; served that way it ignores the browser's language and
 * reads its `language` setting from that origin's localStorage. So the panel window's browser is
 * given the setting before QA opens DevTools: a hidden page (no window shows) on the DevTools
 * origin writes it, unless QA already chose a language there.
 */
import type { CDPSession } from 'playwright';

const SETTLE_DEADLINE_MS = 5_000;

type TargetMessage = { sessionId: string; message: string };

/**
 * Writes DevTools' language setting for `devToolsOrigin` in the browser of `browserSession` (a
 * browser-level CDP session).
 * @throws Error when the hidden page does not reach the origin in time.
 */
export async function seedDevToolsLanguage(
  browserSession: CDPSession,
  devToolsOrigin: string,
  language = 'zh',
): Promise<void> {
  const { targetId } = (await browserSession.send('Target.createTarget', {
    url: `${devToolsOrigin}/json/version`,
    // Not in the protocol types Playwright ships: Chromium's flag for a page with no window or tab.
    hidden: true,
  } as never)) as { targetId: string };
  try {
    // The older, unflattened session: Playwright's CDP sessions cannot address a flattened one.
    const { sessionId } = (await browserSession.send('Target.attachToTarget', {
      targetId,
      flatten: false,
    })) as { sessionId: string };
    const evaluate = evaluator(browserSession, sessionId);
    const deadline = Date.now() + SETTLE_DEADLINE_MS;
    while ((await evaluate('location.origin')) !== devToolsOrigin) {
      if (Date.now() > deadline) throw new Error(`开发者工具的地址 ${devToolsOrigin} 没有打开`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const value = JSON.stringify(JSON.stringify(language));
    await evaluate(
      `localStorage.getItem('language') ?? localStorage.setItem('language', ${value})`,
    );
  } finally {
    await browserSession.send('Target.closeTarget', { targetId }).catch(() => undefined);
  }
}

/** Runtime.evaluate in the attached page, through the browser session's target messages. */
function evaluator(browserSession: CDPSession, sessionId: string) {
  let lastId = 0;
  return (expression: string): Promise<unknown> =>
    new Promise((resolve) => {
      const id = ++lastId;
      const onMessage = (event: TargetMessage): void => {
        const reply = JSON.parse(event.message) as {
          id?: number;
          result?: { result?: { value?: unknown } };
        };
        if (event.sessionId !== sessionId || reply.id !== id) return;
        browserSession.off('Target.receivedMessageFromTarget', onMessage);
        resolve(reply.result?.result?.value);
      };
      browserSession.on('Target.receivedMessageFromTarget', onMessage);
      void browserSession.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({
          id,
          method: 'Runtime.evaluate',
          params: { expression, returnByValue: true },
        }),
      });
    });
}
