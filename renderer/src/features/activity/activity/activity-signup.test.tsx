import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityDetail } from '@/contracts/api/activity';
import { ActivitySignup, type SignupForm } from './activity-signup';
import { EMPTY_SIGNUP } from './signup-rules';

const OPEN: ActivityDetail = {
  id: 1,
  title: '讲座',
  summary: '',
  content: '',
  host: '税务通',
  location: '深圳',
  online: false,
  signupStart: Date.UTC(2026, 0, 1),
  signupEnd: Date.UTC(2030, 0, 1),
  startAt: Date.UTC(2031, 0, 1),
  endAt: Date.UTC(2031, 0, 2),
  capacity: 10,
  signedUp: 3,
  placesLeft: 7,
  priceCents: 0,
  phase: 'notStarted',
  phaseText: '未开始',
  signup: 'open',
  signupText: '报名中',
  mine: null,
};
const form = (over: Partial<SignupForm> = {}): SignupForm => ({
  values: EMPTY_SIGNUP,
  errors: {},
  pending: false,
  change: vi.fn(),
  submit: vi.fn(async () => undefined),
  check: vi.fn(() => ({ first: 'name' as const })),
  ...over,
});

describe('ActivitySignup', () => {
  it('offers the form while sign-up is open, and submits it', async () => {
    const f = form();
    render(<ActivitySignup activity={OPEN} form={f} />);
    await userEvent.type(screen.getByLabelText('姓名'), '王');
    expect(f.change).toHaveBeenCalledWith('name', '王');
    await userEvent.click(screen.getByRole('button', { name: '立即报名' }));
    expect(f.submit).toHaveBeenCalledOnce();
  });

  it('disables the button while pending and shows field messages', () => {
    render(
      <ActivitySignup
        activity={OPEN}
        form={form({ pending: true, errors: { phone: '请输入正确手机号' } })}
      />,
    );
    expect((screen.getByRole('button', { name: '报名中…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('alert').textContent).toBe('请输入正确手机号');
    expect(screen.getByLabelText('手机号').getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    [{ signup: 'full' as const }, '名额已满'],
    [{ signup: 'notOpen' as const }, '报名未开始'],
    [{ signup: 'closed' as const }, '报名已截止'],
    [{ signup: 'closed' as const, phase: 'ended' as const }, '活动已结束'],
  ])('says why no sign-up is possible (%o) with a disabled button', (over, label) => {
    render(<ActivitySignup activity={{ ...OPEN, ...over }} form={form()} />);
    expect((screen.getByRole('button', { name: label }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('姓名')).toBeNull();
  });

  it('shows the user’s sign-up with its check-in code instead of the form', () => {
    render(
      <ActivitySignup
        activity={{
          ...OPEN,
          mine: {
            name: '王芳',
            maskedPhone: '139****5678',
            company: null,
            checkCode: '482913',
            createdAt: Date.UTC(2026, 5, 1),
          },
        }}
        form={form()}
      />,
    );
    const mine = screen.getByRole('region', { name: '我的报名' });
    expect(mine.textContent).toContain('482913');
    expect(mine.textContent).toContain('139****5678');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
