import { describe, expect, it } from 'vitest';
import { fakeContext, settle } from './adapter-test-kit';
import { createWvjbAdapter } from './wvjb';
import { WVJB_BRIDGE_JS } from './wvjb-page';

const handlers = { getUser: { answer: { id: 1 } }, share: { error: '未安装微信' } };

function withQueue(messages: unknown[]) {
  let queue = messages;
  return fakeContext('wvjb', {
    handlers,
    pageAnswers: (script) => {
      if (!script.startsWith('WebViewJavascriptBridge._fetchQueue')) return undefined;
      const json = JSON.stringify(queue);
      queue = [];
      return json;
    },
  });
}

describe('WebViewJavascriptBridge adapter', () => {
  it('hears both bridge-loaded URLs, injects the bridge once, then sends what native held', async () => {
    const { ctx, evaluated } = withQueue([]);
    const wvjb = createWvjbAdapter(ctx);
    expect(wvjb.pageScript).toContain('bridge_loaded');
    void wvjb.callWeb('addValue', [{ a: 1, b: 2 }]);
    expect(evaluated).toEqual([]);
    await wvjb.receive({ kind: 'navigate', url: 'wvjbscheme://__BRIDGE_LOADED__' });
    await wvjb.receive({ kind: 'navigate', url: 'https://__bridge_loaded__' });
    expect(evaluated[0]).toBe(WVJB_BRIDGE_JS);
    expect(evaluated).toHaveLength(2);
    expect(
      JSON.parse(JSON.parse(evaluated[1]!.slice(evaluated[1]!.indexOf('(') + 1, -2)) as string),
    ).toEqual({
      handlerName: 'addValue',
      data: { a: 1, b: 2 },
      callbackId: 'objc_cb_1',
    });
  });

  it('fetches the queue and answers each callHandler by its callbackId; errors as { error }', async () => {
    const { ctx, evaluated, log } = withQueue([
      { handlerName: 'getUser', data: { id: 1 }, callbackId: 'cb_1_1' },
      { handlerName: 'share', data: null, callbackId: 'cb_2_1' },
    ]);
    const wvjb = createWvjbAdapter(ctx);
    await wvjb.receive({ kind: 'navigate', url: 'https://__bridge_loaded__' });
    await wvjb.receive({ kind: 'navigate', url: 'https://__wvjb_queue_message__' });
    await settle();
    const sent = evaluated.filter((s) =>
      s.startsWith('WebViewJavascriptBridge._handleMessageFromObjC('),
    );
    expect(sent).toEqual([
      `WebViewJavascriptBridge._handleMessageFromObjC(${JSON.stringify(JSON.stringify({ responseId: 'cb_1_1', responseData: { id: 1 } }))});`,
      `WebViewJavascriptBridge._handleMessageFromObjC(${JSON.stringify(JSON.stringify({ responseId: 'cb_2_1', responseData: { error: '未安装微信' } }))});`,
    ]);
    expect(log.calls().map((c) => [c.method, c.protocol])).toEqual([
      ['getUser', 'wvjb'],
      ['share', 'wvjb'],
    ]);
  });

  it('a handler native lacks is logged unanswered and never answered', async () => {
    const { ctx, evaluated, log } = withQueue([
      { handlerName: 'nope', data: {}, callbackId: 'cb_3_1' },
    ]);
    const wvjb = createWvjbAdapter(ctx);
    await wvjb.receive({ kind: 'navigate', url: 'https://__bridge_loaded__' });
    await wvjb.receive({ kind: 'navigate', url: 'https://__wvjb_queue_message__' });
    expect(
      evaluated.some((s) => s.startsWith('WebViewJavascriptBridge._handleMessageFromObjC(')),
    ).toBe(false);
    expect(log.calls('nope')[0]).toMatchObject({ unanswered: true });
  });

  it('resolves a native -> web call with the page response', async () => {
    const fake = withQueue([]);
    const wvjb = createWvjbAdapter(fake.ctx);
    await wvjb.receive({ kind: 'navigate', url: 'https://__bridge_loaded__' });
    const answer = wvjb.callWeb('addValue', [{ a: 1, b: 2 }]);
    const again = withQueue([
      { handlerName: 'addValue', responseId: 'objc_cb_1', responseData: 3 },
    ]);
    // The page's response arrives in the next fetched queue.
    const page = fake.ctx.evaluate;
    fake.ctx.evaluate = (s) =>
      s.startsWith('WebViewJavascriptBridge._fetchQueue') ? again.ctx.evaluate(s) : page(s);
    await wvjb.receive({ kind: 'navigate', url: 'https://__wvjb_queue_message__' });
    expect(await answer).toBe(3);
  });
});
