import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Toast, unstableSetRender } from 'antd-mobile';
import { reactRootRender } from '@/lib/antd-mobile-render';
import { showComingSoon, showSuccess, showToast } from './index';

// Node resolves the package index to its CommonJS build, another instance than the app's ES one.
beforeAll(() => void unstableSetRender(reactRootRender));
afterEach(() => Toast.clear());

describe('toasts', () => {
  it('showComingSoon says 敬请期待', async () => {
    showComingSoon();
    await waitFor(() => expect(screen.getByText('敬请期待')).toBeInTheDocument());
  });

  it('shows a message and a success message', async () => {
    showToast('请输入正确手机号');
    await waitFor(() => expect(screen.getByText('请输入正确手机号')).toBeInTheDocument());
    showSuccess('登录成功');
    await waitFor(() => expect(screen.getByText('登录成功')).toBeInTheDocument());
  });
});
