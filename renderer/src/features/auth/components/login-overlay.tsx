import { useId, useState } from 'react';
import { Popup } from 'antd-mobile';
import { SMS_RESEND_SECONDS } from '@/contracts/api/auth';
import { sendLoginSms } from '@/lib/api/auth';
import { showSuccess, showToast } from '@/lib/toast';
import { isMobile } from '@/lib/validate';
import { loginWithSms } from '@/stores/session-actions';
import { useCountdown } from '@/lib/hooks/use-countdown';
import './login-overlay.css';

/** The login's limits and wording (docs/product.md「账号与登录」). */
export const PHONE_MAX_LENGTH = 11;
export const CODE_MAX_LENGTH = 6;
export const LOGIN_TEXTS = {
  title: '注册/登录',
  getCode: '获取验证码',
  retry: (seconds: number) => `${seconds}秒后重试`,
  invalidPhone: '请输入正确手机号',
  hint: '未注册的手机号验证后将自动创建账号',
  submit: '登录',
  sent: '验证码已发送',
  success: '登录成功',
} as const;

/**
 * Keeps what the user typed within the field's limit of digits; blanks are dropped (values are
 * trimmed). Done here rather than with the input's maxLength, which would count a pasted number's
 * surrounding spaces and cut off its last digits.
 */
const clip = (value: string, max: number) => value.replace(/\s+/g, '').slice(0, max);

type LoginOverlayProps = {
  visible: boolean;
  /** Called with true after a successful login, false when the user closes the overlay. */
  onClose: (loggedIn: boolean) => void;
};

/** The SMS login overlay (docs/product.md「账号与登录」), shown over the current page. */
export function LoginOverlay({ visible, onClose }: LoginOverlayProps) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown(SMS_RESEND_SECONDS);
  const titleId = useId();

  const phoneValid = isMobile(phone.trim());
  const canSubmit = phoneValid && code.trim() !== '' && !submitting;

  const sendCode = async () => {
    if (countdown.running || sending) return;
    if (!phoneValid) {
      showToast(LOGIN_TEXTS.invalidPhone);
      return;
    }
    // The countdown starts at once so a double tap cannot send twice.
    countdown.start();
    setSending(true);
    try {
      await sendLoginSms(phone.trim());
      showSuccess(LOGIN_TEXTS.sent);
    } catch {
      // The HTTP client has toasted the server's message; the button is usable again at once.
      countdown.reset();
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    if (!canSubmit) return;
    setSubmitting(true);
    try {
      await loginWithSms(phone.trim(), code.trim());
      showSuccess(LOGIN_TEXTS.success);
      countdown.reset();
      setCode('');
      onClose(true);
    } catch {
      // Toasted by the HTTP client (wrong or expired code); the user can correct and retry.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={() => onClose(false)}
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
      destroyOnClose
    >
      <form
        className="login-overlay"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="login-overlay__head">
          <h2 className="login-overlay__title" id={titleId}>
            {LOGIN_TEXTS.title}
          </h2>
          <button
            type="button"
            className="login-overlay__close"
            aria-label="关闭"
            onClick={() => onClose(false)}
          >
            ×
          </button>
        </div>
        <label className="login-overlay__field">
          <span className="login-overlay__label">手机号</span>
          <input
            className="login-overlay__input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="请输入手机号"
            value={phone}
            onChange={(e) => setPhone(clip(e.target.value, PHONE_MAX_LENGTH))}
          />
        </label>
        <div className="login-overlay__field">
          <label className="login-overlay__field" style={{ flex: 1, border: 0, padding: 0 }}>
            <span className="login-overlay__label">验证码</span>
            <input
              className="login-overlay__input"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="请输入验证码"
              value={code}
              onChange={(e) => setCode(clip(e.target.value, CODE_MAX_LENGTH))}
            />
          </label>
          <button
            type="button"
            className="login-overlay__code-btn"
            disabled={countdown.running || sending}
            onClick={() => void sendCode()}
          >
            {countdown.running ? LOGIN_TEXTS.retry(countdown.seconds) : LOGIN_TEXTS.getCode}
          </button>
        </div>
        <p className="login-overlay__hint">{LOGIN_TEXTS.hint}</p>
        <button type="submit" className="login-overlay__submit" disabled={!canSubmit}>
          {LOGIN_TEXTS.submit}
        </button>
      </form>
    </Popup>
  );
}
