import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MemberCardActivate } from './member-card-activate';

vi.mock('@/lib/auth', () => ({ ensureLoggedIn: vi.fn(async () => true) }));
vi.mock('@/lib/toast', () => ({ showSuccess: vi.fn() }));
const api = vi.hoisted(() => ({ activateMemberCard: vi.fn() }));
vi.mock('../api/member-card-api', () => api);

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/member/card', element: <MemberCardActivate /> },
      { path: '/member/card/:id', element: <h1>卡片详情</h1> },
    ],
    { initialEntries: ['/member/card'] },
  );
  render(<RouterProvider router={router} />);
}

describe('MemberCardActivate', () => {
  it('refuses a malformed number before asking the server', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('会员卡号'), 'MC12');
    await userEvent.type(screen.getByLabelText('卡密'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '立即激活' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的会员卡号（MC开头的12位）');
    expect(api.activateMemberCard).not.toHaveBeenCalled();
  });

  it('sends one activation while pending (button disabled), then opens the card', async () => {
    let answer: (card: { id: number }) => void = () => undefined;
    api.activateMemberCard.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderForm();
    await userEvent.type(screen.getByLabelText('会员卡号'), 'mc2026123401');
    await userEvent.type(screen.getByLabelText('卡密'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '立即激活' }));
    const pending = await screen.findByRole('button', { name: '激活中…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(api.activateMemberCard).toHaveBeenCalledExactlyOnceWith({
      cardNo: 'MC2026123401',
      password: '654321',
    });
    answer({ id: 7 });
    expect(await screen.findByRole('heading', { name: '卡片详情' })).toBeTruthy();
  });
});
