/**
 * The awaited binding over the DevTools protocol, end to end: the page-side script runs in a vm
 * context standing in for the document, the protocol is a fake that delivers `Runtime.bindingCalled`
 * and evaluates `Runtime.evaluate` in that context.
 */
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { exposeCdpFunction, type CdpClient } from './cdp-binding';

const CONTEXT_ID = 7;

function fakePage() {
  const listeners: ((method: string, params: unknown) => void)[] = [];
  const sent: { method: string; params: Record<string, unknown> | undefined }[] = [];
  const emit = (method: string, params: unknown) => listeners.forEach((l) => l(method, params));
  const document = createContext({});
  runInContext('var window = this;', document);
  const client: CdpClient = {
    send: async (method, params) => {
      sent.push({ method, params });
      if (method === 'Runtime.addBinding') {
        // As Chromium: a one-way function whose calls come back as Runtime.bindingCalled.
        const name = String(params?.name);
        (document as Record<string, unknown>)[name] = (payload: string) =>
          void Promise.resolve().then(() =>
            emit('Runtime.bindingCalled', { name, payload, executionContextId: CONTEXT_ID }),
          );
      }
      if (method === 'Runtime.evaluate') {
        expect(params?.contextId).toBe(CONTEXT_ID);
        return runInContext(String(params?.expression), document);
      }
      return undefined;
    },
    onEvent: (listener) => void listeners.push(listener),
  };
  return { client, sent, emit, document };
}

describe('exposeCdpFunction', () => {
  it('adds the raw binding with the runtime on, and returns the script that wraps it', async () => {
    const { client, sent } = fakePage();
    const script = await exposeCdpFunction(client, '__sys', async () => null);
    expect(sent.map((c) => c.method)).toEqual(['Runtime.enable', 'Runtime.addBinding']);
    expect(sent[1]?.params).toEqual({ name: '__sys__binding' });
    expect(script).toContain('"__sys"');
  });

  it("answers the page's call with the handler's value, each call its own answer", async () => {
    const { client, document } = fakePage();
    const handler = vi.fn(async (request: unknown) => ({
      echoed: (request as { n: number }).n * 2,
    }));
    runInContext(await exposeCdpFunction(client, '__sys', handler), document);
    const answers = await runInContext(
      'Promise.all([window.__sys({ n: 1 }), window.__sys({ n: 21 })])',
      document,
    );
    expect(answers).toEqual([{ echoed: 2 }, { echoed: 42 }]);
    expect(handler.mock.calls).toEqual([[{ n: 1 }], [{ n: 21 }]]);
  });

  it("rejects the page's promise with the handler's error message", async () => {
    const { client, document } = fakePage();
    runInContext(
      await exposeCdpFunction(client, '__sys', async () => {
        throw new Error('没有权限');
      }),
      document,
    );
    await expect(runInContext('window.__sys({})', document)).rejects.toThrow('没有权限');
  });

  it('ignores other bindings and payloads that are not its calls', async () => {
    const { client, sent, emit } = fakePage();
    const handler = vi.fn(async () => null);
    await exposeCdpFunction(client, '__sys', handler);
    emit('Runtime.bindingCalled', {
      name: 'other',
      payload: '{"id":1}',
      executionContextId: CONTEXT_ID,
    });
    emit('Runtime.bindingCalled', {
      name: '__sys__binding',
      payload: 'not json',
      executionContextId: CONTEXT_ID,
    });
    emit('Runtime.bindingCalled', {
      name: '__sys__binding',
      payload: '{"request":1}',
      executionContextId: CONTEXT_ID,
    });
    emit('Runtime.consoleAPICalled', { name: '__sys__binding' });
    await Promise.resolve();
    expect(handler).not.toHaveBeenCalled();
    expect(sent.map((c) => c.method)).not.toContain('Runtime.evaluate');
  });
});
