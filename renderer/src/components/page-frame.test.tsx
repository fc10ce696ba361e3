import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageFrame } from './page-frame';

const call = vi.hoisted(() => vi.fn());
const inApp = vi.hoisted(() => ({ value: false }));
vi.mock('@/lib/bridge', () => ({ bridge: { call } }));
vi.mock('@/lib/bridge/detect', () => ({ isInApp: () => inApp.value }));

function renderEntryPage() {
  const router = createMemoryRouter(
    [
      { path: '/article', element: <PageFrame title="文章详情">正文</PageFrame> },
      { path: '/home', element: <p>首页内容</p> },
    ],
    { initialEntries: ['/article'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PageFrame back on the page the app was opened with', () => {
  afterEach(() => {
    call.mockReset();
    inApp.value = false;
  });

  it("names the title bar's back button 返回", () => {
    renderEntryPage();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  // Tapping anywhere in the button's area is a layout matter (page-frame.css), covered end to end
  // in tests/e2e/close-page.host.spec.ts; here the arrow is clicked.
  it('goes home in a phone browser', async () => {
    const router = renderEntryPage();
    await userEvent.click(screen.getByLabelText('返回'));
    expect(router.state.location.pathname).toBe('/home');
    expect(call).not.toHaveBeenCalled();
  });

  it('closes the native page in the app', async () => {
    inApp.value = true;
    call.mockResolvedValue({ ok: true });
    const router = renderEntryPage();
    await userEvent.click(screen.getByLabelText('返回'));
    expect(call).toHaveBeenCalledWith('closePage');
    expect(router.state.location.pathname).toBe('/article');
  });

  it('goes home in the app when the native side cannot close the page', async () => {
    inApp.value = true;
    call.mockRejectedValue(new Error('NO_BRIDGE'));
    const router = renderEntryPage();
    await userEvent.click(screen.getByLabelText('返回'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
