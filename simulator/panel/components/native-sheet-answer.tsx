import { useState } from 'react';
import {
  phoneNumberSchema,
  shareChannelChoiceSchema,
  type PanelHost,
  type PendingSheet,
} from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { ActionMessage } from './action-message';

export const SHARE_CHANNEL_LABEL = {
  wechat: '微信好友',
  moments: '朋友圈',
  qq: 'QQ',
  weibo: '微博',
  copyLink: '复制链接',
} as const;

/** Answers the native sheet the page opened (login or share), as the user would on the phone; payment: see payment-panel.tsx. */
export function NativeSheetAnswer({
  host,
  phoneId,
  sheet,
  defaultPhone,
}: {
  host: PanelHost;
  phoneId: string;
  sheet: PendingSheet;
  defaultPhone: string;
}) {
  const [number, setNumber] = useState(defaultPhone);
  const { busy, message, run } = useAction();
  if (sheet.kind === 'login') {
    const valid = phoneNumberSchema.safeParse(number).success;
    return (
      <div className="sheet" role="dialog" aria-label="原生登录面板">
        <h3>App 请求登录</h3>
        <div className="row">
          <input
            aria-label="登录手机号"
            inputMode="numeric"
            maxLength={11}
            value={number}
            onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
          />
          <button
            type="button"
            disabled={busy || !valid}
            onClick={() =>
              void run(() => host.answerLoginSheet(phoneId, { action: 'succeed', phone: number }))
            }
          >
            登录
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => host.answerLoginSheet(phoneId, { action: 'cancel' }))}
          >
            取消
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void run(() =>
                host.answerLoginSheet(phoneId, { action: 'fail', message: '登录失败，请稍后重试' }),
              )
            }
          >
            模拟失败
          </button>
        </div>
        {!valid && <p className="message message-error">请输入正确手机号</p>}
        <ActionMessage message={message} />
      </div>
    );
  }
  // The payment sheet is answered in the 支付 section (browser-mode WeChat phones have one too).
  if (sheet.kind === 'payment') return null;
  const { payload } = sheet;
  return (
    <div className="sheet" role="dialog" aria-label="原生分享面板">
      <h3>分享：{payload.shareTitle}</h3>
      <p className="muted">{payload.shareSubtitle}</p>
      <p className="url">{payload.sharePath}</p>
      {payload.others?.monthlyId !== undefined && (
        <p className="muted">monthlyId：{payload.others.monthlyId}</p>
      )}
      <div className="row">
        {shareChannelChoiceSchema.options.map((channel) => (
          <button
            key={channel}
            type="button"
            disabled={busy}
            onClick={() => void run(() => host.answerShareSheet(phoneId, channel))}
          >
            {SHARE_CHANNEL_LABEL[channel]}
          </button>
        ))}
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(() => host.answerShareSheet(phoneId, null))}
        >
          取消
        </button>
      </div>
      <ActionMessage message={message} />
    </div>
  );
}
