/**
 * A function the page calls and awaits, over the DevTools protocol (what Playwright's exposeBinding
 * does, for Electron's webContents.debugger). Runtime.addBinding gives the page only a one-way
 * `window[raw](string)`; a script on every new document wraps it as `window[name](request)`, which
 * returns a promise, and the host answers each call by evaluating the wrapper's reply function in
 * the calling document (the execution context Runtime.bindingCalled names).
 */

/** The protocol client of one webContents: commands, and the events it reports. */
export type CdpClient = {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
  onEvent(listener: (method: string, params: unknown) => void): void;
};

type Answer = { value: unknown } | { error: string };

/** The names the page sees: the protocol's raw binding, and the wrapper's reply hook. */
function names(name: string) {
  return { raw: `${name}__binding`, reply: `${name}__reply` };
}

/** The page side: `window[name]` as a promise over the raw binding; run before the page's scripts. */
function wrapperScript(name: string): string {
  const { raw, reply } = names(name);
  return `(function () {
  var send = window[${JSON.stringify(raw)}];
  if (typeof send !== 'function') return;
  var pending = new Map();
  var nextId = 1;
  Object.defineProperty(window, ${JSON.stringify(reply)}, { value: function (id, answer) {
    var call = pending.get(id);
    if (!call) return;
    pending.delete(id);
    if ('error' in answer) call.reject(new Error(answer.error)); else call.resolve(answer.value);
  } });
  Object.defineProperty(window, ${JSON.stringify(name)}, { value: function (request) {
    return new Promise(function (resolve, reject) {
      var id = nextId++;
      pending.set(id, { resolve: resolve, reject: reject });
      send(JSON.stringify({ id: id, request: request }));
    });
  } });
})();`;
}

/** A call as Runtime.bindingCalled reports it, or null for another binding or a forged payload. */
function parseCall(
  raw: string,
  params: unknown,
): { id: number; request: unknown; contextId: number } | null {
  const event = (params ?? {}) as {
    name?: unknown;
    payload?: unknown;
    executionContextId?: unknown;
  };
  if (event.name !== raw || typeof event.payload !== 'string') return null;
  if (typeof event.executionContextId !== 'number') return null;
  try {
    const call = JSON.parse(event.payload) as { id?: unknown; request?: unknown };
    if (typeof call.id !== 'number') return null;
    return { id: call.id, request: call.request, contextId: event.executionContextId };
  } catch {
    return null;
  }
}

/**
 * Adds the binding and answers its calls with `handler`; resolves with the page-side script, to
 * add to every new document (Page.addScriptToEvaluateOnNewDocument) before the page uses `name`.
 */
export async function exposeCdpFunction(
  client: CdpClient,
  name: string,
  handler: (request: unknown) => Promise<unknown>,
): Promise<string> {
  const { raw, reply } = names(name);
  client.onEvent((method, params) => {
    if (method !== 'Runtime.bindingCalled') return;
    const call = parseCall(raw, params);
    if (!call) return;
    void handler(call.request)
      .then(
        (value): Answer => ({ value }),
        (error: unknown): Answer => ({
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .then((answer) =>
        client.send('Runtime.evaluate', {
          expression: `window[${JSON.stringify(reply)}](${call.id}, ${JSON.stringify(answer)})`,
          contextId: call.contextId,
        }),
      )
      // The document that asked has gone (navigated, closed): nobody waits for the answer.
      .catch(() => undefined);
  });
  await client.send('Runtime.enable');
  await client.send('Runtime.addBinding', { name: raw });
  return wrapperScript(name);
}
