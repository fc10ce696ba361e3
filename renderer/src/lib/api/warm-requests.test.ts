import { describe, expect, it, vi } from 'vitest';
import { takeWarm, warmUp, WARM_TTL_MS } from './warm-requests';

describe('warm requests', () => {
  it('the page takes the request started ahead of it, once', async () => {
    const ahead = vi.fn(async () => '提前');
    const own = vi.fn(async () => '自己');
    warmUp('course:1', ahead, 1000);
    warmUp('course:1', ahead, 1001);
    expect(ahead).toHaveBeenCalledTimes(1);
    await expect(takeWarm('course:1', own, 2000)).resolves.toBe('提前');
    await expect(takeWarm('course:1', own, 2001)).resolves.toBe('自己');
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('an answer nobody took in time is not used', async () => {
    warmUp('course:2', async () => '过期', 1000);
    await expect(takeWarm('course:2', async () => '新的', 1000 + WARM_TTL_MS)).resolves.toBe('新的');
  });

  it('a failed request ahead fails the page that takes it, and is not reported before', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    warmUp('course:3', () => Promise.reject(new Error('网络异常')), 1000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(takeWarm('course:3', async () => '不会用到', 1001)).rejects.toThrow('网络异常');
  });
});
