import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { GlobalLoading } from './index';

beforeEach(() => useSessionStore.setState({ ...initialSessionState }));

describe('GlobalLoading', () => {
  it('shows while requests are pending and hides when all finish', () => {
    render(<GlobalLoading />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      useSessionStore.getState().requestStarted();
      useSessionStore.getState().requestStarted();
    });
    expect(screen.getByRole('progressbar', { name: '请求加载中' })).toBeInTheDocument();
    act(() => useSessionStore.getState().requestFinished());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => useSessionStore.getState().requestFinished());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
