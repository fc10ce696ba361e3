import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { loginV2, sendLoginSms } from '@/lib/api/auth';
import { showSuccess, showToast } from '@/lib/toast';
import { loadUserInfo } from '@/stores/session-actions';
import { useSessionStore } from '@/stores/session-store';
import { acceptInvite } from '../api/general-api';
import { useCountdown } from '@/lib/hooks/use-countdown';
import {
  CODE_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SMS_WAIT_SECONDS,
  canSubmit,
  codeButtonText,
  digitsOnly,
} from '../lib/invite-form';
import { isMobile } from '@/lib/validate';

/**
 * Phone + SMS code registration for an invitation: the app's own SMS login (v2, which creates the
 * account of a new number) carrying the invite code, then the invitation is recorded. Resolves
 * `onDone(points)` with the reward, or 0 when the invitation could not be counted (toasted).
 */
export function InviteRegisterForm({
  inviteCode,
  onDone,
}: {
  inviteCode?: string;
  onDone: (rewardPoints: number) => void;
}) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown(SMS_WAIT_SECONDS);

  const sendCode = async () => {
    if (!isMobile(phone.trim())) {
      showToast('请输入正确手机号');
      return;
    }
    setSending(true);
    countdown.start();
    try {
      await sendLoginSms(phone);
      showSuccess('验证码已发送');
    } catch {
      // The server's message was toasted; the button is enabled again at once so the user can
      // retry.
      countdown.reset();
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      const { token } = await loginV2({
        phone: phone.trim(),
        code: code.trim(),
        ...(inviteCode ? { inviteCode } : {}),
      });
      const store = useSessionStore.getState();
      store.setUserInfo(null);
      store.setToken(token);
      void loadUserInfo();
      let points = 0;
      if (inviteCode) {
        try {
          points = (await acceptInvite(inviteCode)).rewardPoints;
        } catch {
          // Already invited / not a new account: toasted by the client; the registration stands.
        }
      }
      onDone(points);
    } catch {
      // Wrong or expired code: toasted by the client.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      aria-label="邀请注册"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit(phone, code)) void submit();
      }}
    >
      <div className="gen-field">
        <Input
          placeholder="请输入手机号"
          type="tel"
          inputMode="numeric"
          value={phone}
          maxLength={PHONE_MAX_LENGTH}
          onChange={(v) => setPhone(digitsOnly(v, PHONE_MAX_LENGTH))}
          clearable
        />
      </div>
      <div className="gen-field gen-code-row">
        <Input
          placeholder="请输入验证码"
          inputMode="numeric"
          value={code}
          maxLength={CODE_MAX_LENGTH}
          onChange={(v) => setCode(digitsOnly(v, CODE_MAX_LENGTH))}
        />
        <Button
          size="small"
          color="primary"
          fill="none"
          disabled={countdown.running || sending}
          onClick={() => void sendCode()}
        >
          {codeButtonText(countdown.seconds)}
        </Button>
      </div>
      <p className="gen-muted">未注册的手机号验证后将自动创建账号</p>
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        disabled={!canSubmit(phone, code)}
        loading={submitting}
      >
        注册领取积分
      </Button>
    </form>
  );
}
