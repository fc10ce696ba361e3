import { describe, expect, it } from 'vitest';
import { BRIDGE_METHOD_NAMES, defaultParams, maskToken, parseParams } from './diagnostics';

describe('diagnostics', () => {
  it('offers every bridge method of the protocol', () => {
    expect(BRIDGE_METHOD_NAMES).toEqual(
      expect.arrayContaining([
        'getToken',
        'getUserInfo',
        'getDeviceInfo',
        'login',
        'logout',
        'share',
        'setTitle',
        'closePage',
      ]),
    );
    expect(JSON.parse(defaultParams('share'))).toMatchObject({ sharePath: '/app/test' });
    expect(defaultParams('getToken')).toBe('');
  });

  it('parses params as a JSON object or says why not', () => {
    expect(parseParams('')).toEqual({ ok: true, value: undefined });
    expect(parseParams('{"title":"a"}')).toEqual({ ok: true, value: { title: 'a' } });
    expect(parseParams('[1]')).toEqual({ ok: false, error: '参数须为 JSON 对象' });
    expect(parseParams('{bad')).toEqual({ ok: false, error: '参数不是合法的 JSON' });
  });

  it('masks the token', () => {
    expect(maskToken(null)).toBe('无');
    expect(maskToken('abcdef0123456789abcdef')).toBe('abcd…cdef（22位）');
  });
});
