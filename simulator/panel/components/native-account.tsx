import { useState, type FormEvent } from 'react';
import { phoneNumberSchema, type PanelHost, type PhoneSummary } from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { ActionMessage } from './action-message';
import { NativeSheetAnswer } from './native-sheet-answer';

/** The native app's account on one phone: log in as a number, switch, log out; answer open sheets. */
export function NativeAccount({ host, phone }: { host: PanelHost; phone: PhoneSummary }) {
  // The number the native login sheet offers (the start log names the same one).
  const [number, setNumber] = useState(phone.account?.user.phone ?? phone.defaultNativePhone ?? '');
  const { busy, message, run } = useAction();
  if (phone.mode !== 'app') {
    return (
      <p className="muted">
        浏览器模式没有原生 App：在页面里用短信验证码登录，验证码见右侧“短信验证码”。
      </p>
    );
  }
  const account = phone.account;
  const loginAs = (event: FormEvent) => {
    event.preventDefault();
    const parsed = phoneNumberSchema.safeParse(number.trim());
    if (!parsed.success) {
      void run(() => Promise.reject(new Error('请输入正确手机号')));
      return;
    }
    void run(
      () => host.nativeLogin(phone.id, parsed.data),
      (a) => `App 已登录：${a.user.phone}`,
    );
  };
  return (
    <div>
      <p>
        App 账号：
        {account ? (
          <strong>
            {account.user.nickname}（{account.user.phone}）
          </strong>
        ) : (
          <span className="muted">
            未登录
            {phone.defaultNativePhone ? `（App 内登录时默认用 ${phone.defaultNativePhone}）` : ''}
          </span>
        )}
      </p>
      <form className="row" onSubmit={loginAs} aria-label="App 登录">
        <input
          aria-label="手机号"
          inputMode="numeric"
          maxLength={11}
          value={number}
          onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" disabled={busy}>
          {account ? '切换到此号' : '以此号登录'}
        </button>
        <button
          type="button"
          disabled={busy || !account}
          onClick={() =>
            void run(
              () => host.nativeLogout(phone.id),
              () => 'App 已退出登录',
            )
          }
        >
          退出登录
        </button>
      </form>
      <ActionMessage message={message} />
      {phone.sheet && (
        <NativeSheetAnswer
          host={host}
          phoneId={phone.id}
          sheet={phone.sheet}
          defaultPhone={number}
        />
      )}
    </div>
  );
}
