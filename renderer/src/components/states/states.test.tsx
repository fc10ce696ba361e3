import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/http/api-error';
import { describeError } from './error-message';
import { EmptyState, ErrorState } from './index';

describe('describeError (spec §8 catalogue)', () => {
  it('names network failures, timeouts, 404 and 500 in Chinese', () => {
    expect(describeError(new ApiError('x', { kind: 'network' })).description).toBe('网络异常，请检查网络后重试');
    expect(describeError(new ApiError('x', { kind: 'timeout' })).description).toBe('请求超时，请稍后重试');
    expect(describeError(new ApiError('文章不存在', { status: 404 }))).toEqual({ title: '资源不存在', description: '文章不存在' });
    expect(describeError(new ApiError('boom', { status: 500 })).description).toBe('服务器开小差了，请稍后重试');
    expect(describeError(new Error('anything')).title).toBe('加载失败');
  });
});

describe('states components', () => {
  it('shows an empty state with its title and description', () => {
    render(<EmptyState title="暂无内容" description="去看看别的吧" />);
    expect(screen.getByText('暂无内容')).toBeInTheDocument();
    expect(screen.getByText('去看看别的吧')).toBeInTheDocument();
  });

  it('shows an error with a retry button that calls back', async () => {
    const retry = vi.fn();
    render(<ErrorState error={new ApiError('x', { kind: 'network' })} onRetry={retry} />);
    expect(screen.getByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
