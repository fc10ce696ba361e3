import { useEffect, useState } from 'react';
import { findDevice } from '../devices';
import { frameLayout, type FrameLayout } from '../devices/frame-layout';
import {
  NETWORK_LABELS,
  phoneNumberSchema,
  shareChannelChoiceSchema,
  type PanelHost,
  type PhoneSummary,
} from '../host-contract';
import { useHostState } from './hooks/use-host-state';
import { SHARE_CHANNEL_LABEL } from './components/native-sheet-answer';
import { PAYMENT_KIND_NAMES } from '../bridge/sheets';
import { SystemPrompt } from './components/system-prompt';

const clock = () =>
  new Date().toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false });

function useClock(): string {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), 10_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Status bar: time, network, battery; the notch or Dynamic Island the layout gives the profile. */
function StatusBar({
  phone,
  height,
  cutout,
}: {
  phone: PhoneSummary;
  height: number;
  cutout: FrameLayout['cutout'];
}) {
  const now = useClock();
  if (height === 0) return null;
  return (
    <div className={`status-bar ${phone.platform}`} style={{ height }}>
      <span>{now}</span>
      {cutout && <span className={cutout} aria-hidden="true" />}
      <span>{phone.network === 'offline' ? '无服务' : NETWORK_LABELS[phone.network]} · 100%</span>
    </div>
  );
}

function LoginSheet({ host, phone }: { host: PanelHost; phone: PhoneSummary }) {
  const [number, setNumber] = useState(phone.account?.user.phone ?? phone.defaultNativePhone ?? '');
  const valid = phoneNumberSchema.safeParse(number).success;
  return (
    <div className="native-sheet" role="dialog" aria-label="登录">
      <h2>手机号登录</h2>
      <input
        aria-label="手机号"
        inputMode="numeric"
        maxLength={11}
        value={number}
        onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
      />
      {!valid && <p className="sheet-error">请输入正确手机号</p>}
      <button
        type="button"
        className="primary"
        disabled={!valid}
        onClick={() => void host.answerLoginSheet(phone.id, { action: 'succeed', phone: number })}
      >
        登录
      </button>
      <button
        type="button"
        onClick={() => void host.answerLoginSheet(phone.id, { action: 'cancel' })}
      >
        取消
      </button>
    </div>
  );
}

function ShareSheet({ host, phone }: { host: PanelHost; phone: PhoneSummary }) {
  if (phone.sheet?.kind !== 'share') return null;
  const { payload } = phone.sheet;
  return (
    <div className="native-sheet" role="dialog" aria-label="分享">
      <h2>分享到</h2>
      <p className="share-title">{payload.shareTitle}</p>
      <div className="share-channels">
        {shareChannelChoiceSchema.options.map((channel) => (
          <button
            key={channel}
            type="button"
            onClick={() => void host.answerShareSheet(phone.id, channel)}
          >
            {SHARE_CHANNEL_LABEL[channel]}
          </button>
        ))}
      </div>
      <button type="button" onClick={() => void host.answerShareSheet(phone.id, null)}>
        取消
      </button>
    </div>
  );
}

/** The native payment sheet (Apple's, WeChat Pay's or Alipay's) as the phone shows it. */
function PaymentSheet({ host, phone }: { host: PanelHost; phone: PhoneSummary }) {
  if (phone.sheet?.kind !== 'payment') return null;
  const { payment } = phone.sheet;
  const amount = payment.amountCents === null ? '' : `¥${(payment.amountCents / 100).toFixed(2)}`;
  return (
    <div className="native-sheet" role="dialog" aria-label="支付">
      <h2>{PAYMENT_KIND_NAMES[payment.kind]}</h2>
      <p className="share-title">
        {payment.goodsTitle ?? payment.productId} {amount}
      </p>
      <button
        type="button"
        className="primary"
        onClick={() => void host.answerPaymentSheet(phone.id, { action: 'pay' })}
      >
        {amount ? `确认支付 ${amount}` : '确认购买'}
      </button>
      <button
        type="button"
        onClick={() => void host.answerPaymentSheet(phone.id, { action: 'cancel' })}
      >
        取消
      </button>
      <button
        type="button"
        onClick={() =>
          void host.answerPaymentSheet(phone.id, {
            action: 'fail',
            message: '支付失败，请稍后重试',
          })
        }
      >
        模拟失败
      </button>
    </div>
  );
}

/** The app's native title bar (back, the bridge's title, close) or the phone browser's address bar. */
function NativeBar({
  host,
  phone,
  height,
}: {
  host: PanelHost;
  phone: PhoneSummary;
  height: number;
}) {
  let address = '';
  try {
    address = phone.url ? new URL(phone.url).host : '';
  } catch {
    address = phone.url;
  }
  const style = { height };
  return phone.mode === 'app' ? (
    <div className={`title-bar ${phone.platform}`} style={style}>
      <button type="button" aria-label="返回" onClick={() => void host.back(phone.id)}>
        ‹
      </button>
      <h1>{phone.title}</h1>
      <button type="button" aria-label="关闭" onClick={() => void host.closePage(phone.id)}>
        ✕
      </button>
    </div>
  ) : (
    <div className="address-bar" style={style}>
      <span className="address" title={phone.url}>
        {address}
      </span>
      <button type="button" aria-label="刷新" onClick={() => void host.reload(phone.id)}>
        ↻
      </button>
    </div>
  );
}

/** What covers the page: the closed web view (closePage), or a native sheet waiting for QA. */
export function PhoneOverlays({ host, phone }: { host: PanelHost; phone: PhoneSummary }) {
  return (
    <>
      {phone.closed && (
        <div className="closed-page">
          <p>页面已关闭（closePage）</p>
          <button type="button" onClick={() => void host.reload(phone.id)}>
            重新打开
          </button>
        </div>
      )}
      {phone.sheet && !phone.closed && (
        <div className="sheet-backdrop">
          {phone.sheet.kind === 'login' ? (
            <LoginSheet host={host} phone={phone} />
          ) : phone.sheet.kind === 'share' ? (
            <ShareSheet host={host} phone={phone} />
          ) : (
            <PaymentSheet host={host} phone={phone} />
          )}
        </div>
      )}
    </>
  );
}

/**
 * The top of the phone's screen, as both hosts draw it from the same {@link FrameLayout}: the status
 * bar, then the app's native title bar or the phone browser's address bar.
 */
export function PhoneTop({
  host,
  phone,
  layout,
}: {
  host: PanelHost;
  phone: PhoneSummary;
  layout: FrameLayout;
}) {
  return (
    <>
      <StatusBar phone={phone} height={layout.statusBar} cutout={layout.cutout} />
      {layout.topBar && <NativeBar host={host} phone={phone} height={layout.topBarHeight} />}
    </>
  );
}

/**
 * What the phone draws over and below the page's bottom edge, from the layout: the browser's
 * toolbar or Android's navigation bar, the cut-out on the side of a turned iPhone, the home
 * indicator. Positioned absolutely in the screen that holds them (phone-chrome.css).
 */
export function PhoneBottom({ layout }: { layout: FrameLayout }) {
  return (
    <>
      {layout.bottomBar && (
        <div
          className={`device-bottom ${layout.bottomBar}`}
          style={{ height: layout.bottomBarHeight }}
          aria-hidden="true"
        />
      )}
      {layout.orientation === 'landscape' && layout.cutout && (
        <span className={`side-${layout.cutout}`} aria-hidden="true" />
      )}
      {layout.homeIndicator && <span className="home-indicator" aria-hidden="true" />}
    </>
  );
}

/**
 * The phone's native chrome above its web view (Electron): {@link PhoneTop} from the profile's
 * portrait layout (main/phone.ts sizes this view to the same layout's top). When the page opens a
 * native sheet or a system prompt (location, paste, the file picker), or closes itself, main
 * stretches this view over the whole phone and it draws that.
 * The Chromium host's framed phones (components/framed-phone.tsx) draw the same components around
 * the page, plus {@link PhoneBottom}: Electron's web view runs to the window's bottom edge, with no
 * view over it to draw those on.
 */
export function PhoneChrome({ host, phoneId }: { host: PanelHost; phoneId: string }) {
  const { state } = useHostState(host);
  const phone = state?.phones.find((p) => p.id === phoneId);
  if (!phone) return null;
  const profile = findDevice(phone.deviceId);
  if (!profile) return null;
  return (
    <div className={`chrome ${phone.platform}`}>
      <PhoneTop host={host} phone={phone} layout={frameLayout(profile, phone.mode)} />
      <PhoneOverlays host={host} phone={phone} />
      <SystemPrompt host={host} phone={phone} />
    </div>
  );
}
