import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@/lib/http';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { InviteRegisterForm } from './invite-register-form';

const auth = vi.hoisted(() => ({ sendLoginSms: vi.fn(), loginV2: vi.fn() }));
vi.mock('@/lib/api/auth', () => auth);
const generalApi = vi.hoisted(() => ({ acceptInvite: vi.fn(), fetchInviteInfo: vi.fn() }));
vi.mock('../api/general-api', () => generalApi);
vi.mock('@/stores/session-actions', () => ({ loadUserInfo: vi.fn(async () => null) }));
const toast = vi.hoisted(() => ({ showToast: vi.fn(), showSuccess: vi.fn() }));
vi.mock('@/lib/toast', () => toast);

const phoneInput = () => screen.getByPlaceholderText('请输入手机号');
const codeInput = () => screen.getByPlaceholderText('请输入验证码');
const submit = () => screen.getByRole('button', { name: '注册领取积分' });

beforeEach(() => {
  for (const f of [...Object.values(auth), ...Object.values(generalApi), ...Object.values(toast)])
    f.mockReset();
  useSessionStore.setState({ ...initialSessionState });
});

describe('InviteRegisterForm', () => {
  it('enables registering only with a valid phone and a code', () => {
    render(<InviteRegisterForm inviteCode="T2M8D" onDone={() => undefined} />);
    expect(submit()).toBeDisabled();
    fireEvent.change(phoneInput(), { target: { value: '1391234567' } });
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    expect(submit()).toBeDisabled();
    fireEvent.change(phoneInput(), { target: { value: '13912345678' } });
    expect(submit()).toBeEnabled();
  });

  it('toasts 请输入正确手机号 and sends nothing for a bad phone', async () => {
    render(<InviteRegisterForm onDone={() => undefined} />);
    fireEvent.change(phoneInput(), { target: { value: '123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    expect(toast.showToast).toHaveBeenCalledWith('请输入正确手机号');
    expect(auth.sendLoginSms).not.toHaveBeenCalled();
  });

  it('counts down after a send, and re-enables the button at once when sending fails', async () => {
    auth.sendLoginSms
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiError('短信发送失败，请稍后重试', { status: 400 }));
    const first = render(<InviteRegisterForm onDone={() => undefined} />);
    fireEvent.change(phoneInput(), { target: { value: '13912345678' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    expect(screen.getByRole('button', { name: '60秒后重试' })).toBeDisabled();
    first.unmount();

    render(<InviteRegisterForm onDone={() => undefined} />);
    fireEvent.change(phoneInput(), { target: { value: '13912345678' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('logs in with the invite code, stores the token, records the invitation and reports the reward', async () => {
    auth.loginV2.mockResolvedValue({ token: 'tok', isNew: true });
    generalApi.acceptInvite.mockResolvedValue({
      inviter: { nickname: '王伟', avatar: '', inviteCode: 'T2M8D', title: null },
      rewardPoints: 200,
    });
    const onDone = vi.fn();
    render(<InviteRegisterForm inviteCode="T2M8D" onDone={onDone} />);
    fireEvent.change(phoneInput(), { target: { value: '13912345678' } });
    fireEvent.change(codeInput(), { target: { value: '654321' } });
    await act(async () => fireEvent.click(submit()));
    expect(auth.loginV2).toHaveBeenCalledWith({
      phone: '13912345678',
      code: '654321',
      inviteCode: 'T2M8D',
    });
    expect(useSessionStore.getState().token).toBe('tok');
    expect(generalApi.acceptInvite).toHaveBeenCalledWith('T2M8D');
    expect(onDone).toHaveBeenCalledWith(200);
  });

  it('keeps the registration when the invitation cannot be counted', async () => {
    auth.loginV2.mockResolvedValue({ token: 'tok', isNew: false });
    generalApi.acceptInvite.mockRejectedValue(new ApiError('邀请仅限新注册用户', { status: 400 }));
    const onDone = vi.fn();
    render(<InviteRegisterForm inviteCode="T2M8D" onDone={onDone} />);
    fireEvent.change(phoneInput(), { target: { value: '13912345678' } });
    fireEvent.change(codeInput(), { target: { value: '654321' } });
    await act(async () => fireEvent.click(submit()));
    expect(onDone).toHaveBeenCalledWith(0);
  });
});
