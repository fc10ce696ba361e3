import { describe, expect, it } from 'vitest';
import {
  API_ERROR_KINDS,
  ApiError,
  NETWORK_ERROR_MSG,
  isApiError,
  statusMessage,
} from './api-error';

describe('statusMessage: the Chinese fallback of an answer without a message', () => {
  it.each([
    [401, '登录已过期，请重新登录'],
    [403, '暂无访问权限'],
    [404, '请求的资源不存在'],
    [500, '服务器开小差了，请稍后重试'],
    [400, '请求失败（400）'],
    [502, '请求失败（502）'],
  ])('names a %i', (status, message) => {
    expect(statusMessage(status)).toBe(message);
  });

  it('blames the network when there is no status at all', () => {
    expect(statusMessage(undefined)).toBe('网络异常，请检查网络后重试');
    expect(statusMessage(0)).toBe(NETWORK_ERROR_MSG);
  });
});

describe('ApiError', () => {
  it('is an HTTP error unless told otherwise, and carries its message twice (Error and msg)', () => {
    const error = new ApiError('请求失败（400）');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('请求失败（400）');
    expect(error.msg).toBe('请求失败（400）');
    expect(error.kind).toBe('http');
    expect(error.status).toBeUndefined();
    expect(error.code).toBeUndefined();
  });

  it('keeps the status, envelope code and kind it is given', () => {
    const error = new ApiError('验证码错误', {
      status: 200,
      code: 4001,
      kind: API_ERROR_KINDS.BUSINESS,
    });
    expect(error).toMatchObject({ status: 200, code: 4001, kind: 'business', msg: '验证码错误' });
  });

  it('names every kind of failure the pages tell apart', () => {
    expect(API_ERROR_KINDS).toEqual({
      HTTP: 'http',
      BUSINESS: 'business',
      NETWORK: 'network',
      TIMEOUT: 'timeout',
      PARSE: 'parse',
      CANCELLED: 'cancelled',
    });
  });

  it('is recognised by isApiError, and nothing else is', () => {
    expect(isApiError(new ApiError('x'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ msg: 'x', kind: 'http' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
