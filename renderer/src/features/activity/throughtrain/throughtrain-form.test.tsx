import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ConsultExperts } from '@/contracts/api/order';
import { ThroughtrainForm } from './throughtrain-form';
import type { useThroughtrain } from './use-throughtrain';

const auth = vi.hoisted(() => ({ ensureLoggedIn: vi.fn(async () => false) }));
vi.mock('@/lib/auth', () => auth);

const DATA: ConsultExperts = {
  experts: [
    { id: 7, name: '宋洋', title: '财税讲师', company: null, textCents: 9900, phoneCents: 29900 },
    {
      id: 8,
      name: '罗艳',
      title: '高级会计师',
      company: '某事务所',
      textCents: 9900,
      phoneCents: 29900,
    },
  ],
  urgentFeeCents: 5000,
};
type T = ReturnType<typeof useThroughtrain>;
const hook = (over: Partial<T> = {}): T =>
  ({
    chosen: 7,
    choose: vi.fn(),
    consultType: 1,
    setConsultType: vi.fn(),
    question: '',
    setQuestion: vi.fn(),
    questionError: null,
    typing: false,
    urgent: false,
    setUrgent: vi.fn(),
    checkout: {
      state: {
        quote: null,
        couponCode: null,
        error: null,
        channel: 'wechat',
        agreed: false,
        phase: 'idle',
      },
      pending: false,
      pay: vi.fn(),
      chooseCoupon: vi.fn(),
      agree: vi.fn(),
      chooseChannel: vi.fn(),
    },
    ...over,
  }) as unknown as T;
const show = (t: T) =>
  render(
    <MemoryRouter>
      <ThroughtrainForm data={DATA} t={t} />
    </MemoryRouter>,
  );

describe('ThroughtrainForm', () => {
  it('shows the server’s prices and asks for the question before a visitor logs in', async () => {
    const t = hook();
    show(t);
    expect(screen.getByRole('radio', { name: '电话咨询 ¥299.00' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '加急（2小时内响应，加收 ¥50.00）' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '登录后咨询' }));
    expect(t.setQuestion).toHaveBeenCalledWith('');
    expect(screen.getByLabelText('涉税问题')).toBe(document.activeElement);
    expect(auth.ensureLoggedIn).not.toHaveBeenCalled();
  });

  it('sends a visitor with a question to log in, and shows the question’s message', async () => {
    show(hook({ question: '股权转让个税如何核定？' }));
    await userEvent.click(screen.getByRole('button', { name: '登录后咨询' }));
    expect(auth.ensureLoggedIn).toHaveBeenCalledOnce();
  });

  it('marks an invalid question', () => {
    show(hook({ questionError: '咨询问题最多200字' }));
    expect(screen.getByRole('alert').textContent).toBe('咨询问题最多200字');
    expect(screen.getByLabelText('涉税问题').getAttribute('aria-invalid')).toBe('true');
  });
});
