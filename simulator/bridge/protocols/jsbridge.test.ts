import { describe, expect, it } from 'vitest';
import { fakeContext } from './adapter-test-kit';
import { createJsBridgeAdapter } from './jsbridge';
import { JSBRIDGE_JS } from './jsbridge-page';

const queueUrl = (messages: unknown[]) =>
  `yy://return/_fetchQueue/${encodeURIComponent(JSON.stringify(messages))}`;
const sentMessages = (evaluated: string[]) =>
  evaluated
    .filter((s) => s.startsWith('WebViewJavascriptBridge._handleMessageFromNative('))
    .map((s) => JSON.parse(JSON.parse(s.slice(s.indexOf('(') + 1, -2)) as string) as unknown);

describe('JsBridge adapter', () => {
  it('loads the bridge when the page has finished, then sends what native held', async () => {
    const { ctx, evaluated } = fakeContext('jsbridge', { device: 'xiaomi-14' });
    const js = createJsBridgeAdapter(ctx);
    expect(js.pageScript).toContain("kind: 'pageFinished'");
    void js.emit('onNetworkChange', 'wifi');
    expect(evaluated).toEqual([]);
    await js.receive({ kind: 'pageFinished' });
    expect(evaluated[0]).toBe(JSBRIDGE_JS);
    expect(sentMessages(evaluated)).toEqual([{ handlerName: 'onNetworkChange', data: 'wifi' }]);
  });

  it('a queue signal makes native fetch the queue; answers are strings, as Java handlers give them', async () => {
    const { ctx, evaluated } = fakeContext('jsbridge', {
      device: 'xiaomi-14',
      handlers: { getUser: { answer: { id: 1 } }, getName: { answer: '张三' } },
    });
    const js = createJsBridgeAdapter(ctx);
    await js.receive({ kind: 'pageFinished' });
    await js.receive({ kind: 'navigate', url: 'yy://__QUEUE_MESSAGE__/' });
    expect(evaluated.at(-1)).toBe('WebViewJavascriptBridge._fetchQueue();');
    await js.receive({
      kind: 'navigate',
      url: queueUrl([
        { handlerName: 'getUser', data: '{"id":1}', callbackId: 'cb_1_1' },
        { handlerName: 'getName', data: '', callbackId: 'cb_2_1' },
        { data: 'hello', callbackId: 'cb_3_1' },
        { handlerName: 'nope', data: '', callbackId: 'cb_4_1' },
      ]),
    });
    expect(sentMessages(evaluated)).toEqual([
      { responseId: 'cb_3_1', responseData: 'DefaultHandler response data' },
      { responseId: 'cb_1_1', responseData: '{"id":1}' },
      { responseId: 'cb_2_1', responseData: '张三' },
    ]);
  });

  it('resolves a native -> web call when the page responds with its JAVA_CB id', async () => {
    const { ctx, evaluated } = fakeContext('jsbridge', { device: 'xiaomi-14' });
    const js = createJsBridgeAdapter(ctx);
    await js.receive({ kind: 'pageFinished' });
    const answer = js.callWeb('addValue', ['{"a":1,"b":2}']);
    const [sent] = sentMessages(evaluated) as { callbackId: string }[];
    expect(sent?.callbackId).toMatch(/^JAVA_CB_1_\d+$/);
    await js.receive({
      kind: 'navigate',
      url: queueUrl([{ responseId: sent?.callbackId, responseData: '3' }]),
    });
    expect(await answer).toBe('3');
  });
});
