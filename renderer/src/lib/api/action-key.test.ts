import { describe, expect, it } from 'vitest';
import { ApiError, API_ERROR_KINDS } from '@/lib/http/api-error';
import { createActionKey } from './action-key';

/** Sends `body` through `key`, answering or failing as told; resolves the key it was sent with. */
async function sentKey(
  key: ReturnType<typeof createActionKey>,
  body: object,
  outcome: 'ok' | ApiError = 'ok',
): Promise<string> {
  let sent = '';
  await key
    .send(body, async (keyed) => {
      sent = keyed.clientKey;
      if (outcome !== 'ok') throw outcome;
      return keyed;
    })
    .catch(() => undefined);
  return sent;
}

describe('action keys: one key per action, the same for a retry whose outcome is unknown', () => {
  const lost = new ApiError('网络异常，请检查网络后重试', { kind: API_ERROR_KINDS.NETWORK });
  const serverError = new ApiError('服务器开小差了，请稍后重试', { status: 500 });
  const refused = new ApiError('积分不足，还差1积分', { status: 400 });
  const businessRefusal = new ApiError('操作失败', { kind: API_ERROR_KINDS.BUSINESS, code: 409 });

  it('sends the body with a key the server accepts', async () => {
    const key = createActionKey('qa');
    let sent: object = {};
    await key.send({ title: '问题' }, async (keyed) => (sent = keyed));
    expect(sent).toEqual({ title: '问题', clientKey: expect.stringMatching(/^qa-[0-9a-f]{24}$/) });
  });

  it.each([
    ['no answer', lost],
    ['a server error', serverError],
  ])('after %s, the same body goes again with the same key', async (_name, error) => {
    const key = createActionKey('mall');
    const first = await sentKey(key, { goodsId: 7, quantity: 3 }, error);
    expect(await sentKey(key, { goodsId: 7, quantity: 3 })).toBe(first);
    // Done: the next exchange of the same good is a new one.
    expect(await sentKey(key, { goodsId: 7, quantity: 3 })).not.toBe(first);
  });

  it('after no answer, a changed body is a new action with a new key', async () => {
    const key = createActionKey('mall');
    const first = await sentKey(key, { goodsId: 7, quantity: 3 }, lost);
    expect(await sentKey(key, { goodsId: 7, quantity: 2 })).not.toBe(first);
  });

  it.each([
    ['a refusal (HTTP 4xx)', refused],
    ['a refusal in the envelope', businessRefusal],
  ])('after %s, the next try is a new action', async (_name, error) => {
    const key = createActionKey('qa');
    const first = await sentKey(key, { title: '问题' }, error);
    expect(await sentKey(key, { title: '问题' })).not.toBe(first);
  });

  it('a second send of the same body while the first is on its way carries the same key', async () => {
    const key = createActionKey('live');
    const keys: string[] = [];
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = key.send({ content: '老师讲得好' }, async (keyed) => {
      keys.push(keyed.clientKey);
      await held;
    });
    const second = key.send(
      { content: '老师讲得好' },
      async (keyed) => void keys.push(keyed.clientKey),
    );
    release();
    await Promise.all([first, second]);
    expect(keys[0]).toBe(keys[1]);
  });
});
