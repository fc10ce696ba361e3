import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@/lib/http/api-error';

const mocks = vi.hoisted(() => ({
  sendLoginSms: vi.fn<(phone: string) => Promise<void>>(),
  loginWithSms: vi.fn<(phone: string, code: string) => Promise<null>>(),
  showToast: vi.fn(),
  showSuccess: vi.fn(),
}));
vi.mock('@/lib/api/auth', () => ({ sendLoginSms: mocks.sendLoginSms }));
vi.mock('@/stores/session-actions', () => ({ loginWithSms: mocks.loginWithSms }));
vi.mock('@/lib/toast', () => ({ showToast: mocks.showToast, showSuccess: mocks.showSuccess }));

const { LoginOverlay } = await import('./login-overlay');

const phoneInput = () => screen.getByLabelText('手机号');
const codeInput = () => screen.getByLabelText('验证码');
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const flush = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

function open(onClose = vi.fn()) {
  render(<LoginOverlay visible onClose={onClose} />);
  return onClose;
}

describe('LoginOverlay', () => {
  it('is titled 注册/登录 and explains that new numbers get an account', () => {
    open();
    expect(screen.getByRole('dialog', { name: '注册/登录' })).toBeInTheDocument();
    expect(screen.getByText('未注册的手机号验证后将自动创建账号')).toBeInTheDocument();
  });

  it('accepts at most 11 phone digits and 6 code digits', () => {
    open();
    type(phoneInput(), '138001380001234');
    type(codeInput(), '12345678');
    expect(phoneInput()).toHaveValue('13800138000');
    expect(codeInput()).toHaveValue('123456');
    type(phoneInput(), ' 13800138000 ');
    expect(phoneInput()).toHaveValue('13800138000');
  });

  it('toasts 请输入正确手机号 for an invalid phone and sends nothing', async () => {
    open();
    type(phoneInput(), '12345');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(mocks.showToast).toHaveBeenCalledWith('请输入正确手机号');
    expect(mocks.sendLoginSms).not.toHaveBeenCalled();
  });

  it('sends the code and counts N秒后重试 down from 60, then offers 获取验证码 again', async () => {
    mocks.sendLoginSms.mockResolvedValue(undefined);
    open();
    type(phoneInput(), '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(mocks.sendLoginSms).toHaveBeenCalledWith('13800138000');
    expect(screen.getByRole('button', { name: '60秒后重试' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '59秒后重试' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('re-enables the code button at once when sending fails', async () => {
    mocks.sendLoginSms.mockRejectedValue(new ApiError('短信发送失败，请稍后重试', { status: 400 }));
    open();
    type(phoneInput(), '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('enables 登录 only with a valid phone and a code, and logs in with trimmed values', async () => {
    mocks.loginWithSms.mockResolvedValue(null);
    const onClose = open();
    const submit = screen.getByRole('button', { name: '登录' });
    expect(submit).toBeDisabled();
    type(phoneInput(), '1380013800');
    type(codeInput(), '123456');
    expect(submit).toBeDisabled();
    type(phoneInput(), ' 13800138000 ');
    expect(submit).toBeEnabled();
    type(codeInput(), '');
    expect(submit).toBeDisabled();
    type(codeInput(), ' 654321');
    fireEvent.click(submit);
    await flush();
    expect(mocks.loginWithSms).toHaveBeenCalledWith('13800138000', '654321');
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('stays open when the login fails', async () => {
    mocks.loginWithSms.mockRejectedValue(new ApiError('验证码错误', { status: 400 }));
    const onClose = open();
    type(phoneInput(), '13800138000');
    type(codeInput(), '000000');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await flush();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });
});
