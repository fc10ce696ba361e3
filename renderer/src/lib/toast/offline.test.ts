import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

// The toast code cannot be fetched (offline before it arrived).
vi.mock('./toast-view', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
const { showSuccess, showToast } = await import('./index');

describe('toasts when their code cannot load', () => {
  it('still show the message, and take it away after two seconds', async () => {
    showToast('网络异常，请检查网络后重试');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('网络异常，请检查网络后重试');
    showSuccess('已复制');
    expect(await screen.findByText('已复制')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 3000 });
  });
});
