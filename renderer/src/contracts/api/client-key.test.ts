import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  CLIENT_KEY_INVALID,
  CLIENT_KEY_MISSING,
  clientKeySchema,
  newClientKey,
} from './client-key';

describe('client keys', () => {
  it('makes keys of the given kind that the server accepts, a new one each time', () => {
    const key = newClientKey('mall');
    expect(key).toMatch(/^mall-[0-9a-f]{24}$/);
    expect(z.safeParse(clientKeySchema, key).success).toBe(true);
    expect(newClientKey('mall')).not.toBe(key);
  });

  it('says a key is missing, or malformed', () => {
    const body = z.object({ clientKey: clientKeySchema });
    expect(z.safeParse(body, {}).error?.issues[0]?.message).toBe(CLIENT_KEY_MISSING);
    expect(z.safeParse(body, { clientKey: 'bad key' }).error?.issues[0]?.message).toBe(
      CLIENT_KEY_INVALID,
    );
    expect(z.safeParse(body, { clientKey: 'short' }).error?.issues[0]?.message).toBe(
      CLIENT_KEY_INVALID,
    );
  });
});
