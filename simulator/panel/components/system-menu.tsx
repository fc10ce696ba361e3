import { useState } from 'react';
import type { PanelHost, PhoneSummary } from '../../host-contract';
import {
  PERMISSION_SETTINGS,
  TEXT_SCALES,
  type GesturePreset,
  type PermissionSetting,
  type ShellCommand,
} from '../../host-contract/shell';
import { useAction } from '../hooks/use-action';
import { ActionMessage } from './action-message';
import './system-menu.css';

const PERMISSION_LABELS: Record<PermissionSetting, string> = {
  allow: '允许',
  deny: '拒绝',
  ask: '询问',
};
const GESTURE_LABELS: Record<GesturePreset, string> = {
  longPress: '长按',
  swipeUp: '上滑',
  swipeDown: '下滑',
  flingUp: '快速上滑（惯性）',
  pinchOut: '双指放大',
  pinchIn: '双指缩小',
  rotate: '双指旋转',
};
const LANGUAGES = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', 'en-US': 'English' } as const;

const asPermission = (value: string): PermissionSetting =>
  PERMISSION_SETTINGS.find((p) => p === value) ?? 'ask';

/**
 * A phone's 系统 menu: what its system does to the app (background and foreground, a notification,
 * a link, back), its permissions (location, paste) and clipboard, touch gestures, and its display
 * and language settings. Every control is one `shell` call of the host.
 */
export function SystemMenu({ host, phone }: { host: PanelHost; phone: PhoneSummary }) {
  const { busy, message, run } = useAction();
  const [push, setPush] = useState({ title: '您有一条新消息', url: '/app/calculator' });
  const [link, setLink] = useState('taxapp://calculator');
  const [paste, setPaste] = useState('');
  const system = phone.system;
  if (!system || phone.platform === 'desktop') return null;
  const send = (command: ShellCommand) => void run(() => host.shell(phone.id, command));
  const { geolocation, clipboard, appearance } = system;
  return (
    <details className="system-menu">
      <summary>系统</summary>
      <div className="system-menu-body" role="group" aria-label={`${phone.deviceName}的系统`}>
        <fieldset disabled={busy}>
          <legend>前后台（{system.foreground ? '前台' : '后台'}）</legend>
          <button type="button" onClick={() => send({ action: 'background' })}>
            切到后台
          </button>
          <button type="button" onClick={() => send({ action: 'foreground' })}>
            回到前台
          </button>
          {phone.platform === 'android' && (
            <button type="button" onClick={() => send({ action: 'systemBack' })}>
              系统返回键
            </button>
          )}
          <button type="button" onClick={() => send({ action: 'edgeSwipeBack' })}>
            边缘右滑返回
          </button>
        </fieldset>
        <fieldset disabled={busy}>
          <legend>推送通知</legend>
          <input
            type="text"
            aria-label="通知标题"
            value={push.title}
            onChange={(e) => setPush({ ...push, title: e.target.value })}
          />
          <input
            type="text"
            aria-label="点开后打开的页面"
            value={push.url}
            onChange={(e) => setPush({ ...push, url: e.target.value })}
          />
          <button
            type="button"
            onClick={() => send({ action: 'push', title: push.title, body: '', url: push.url })}
          >
            点开通知
          </button>
        </fieldset>
        <fieldset disabled={busy}>
          <legend>链接唤起（taxapp:// 或本应用的网址）</legend>
          <input
            type="text"
            aria-label="链接"
            value={link}
            onChange={(e) => setLink(e.target.value)}
          />
          <button type="button" onClick={() => send({ action: 'deepLink', link })}>
            打开链接
          </button>
        </fieldset>
        <fieldset disabled={busy}>
          <legend>定位</legend>
          <label>
            位置权限
            <select
              value={geolocation.permission}
              onChange={(e) =>
                send({ action: 'geolocation', permission: asPermission(e.target.value) })
              }
            >
              {PERMISSION_SETTINGS.map((p) => (
                <option key={p} value={p}>
                  {PERMISSION_LABELS[p]}
                </option>
              ))}
            </select>
          </label>
          <span className="muted">
            {geolocation.latitude.toFixed(4)}, {geolocation.longitude.toFixed(4)}
          </span>
          <button
            type="button"
            onClick={() => send({ action: 'geolocation', latitude: 31.2304, longitude: 121.4737 })}
          >
            移到上海
          </button>
          <button
            type="button"
            onClick={() => send({ action: 'geolocation', latitude: 39.9087, longitude: 116.3975 })}
          >
            移到北京
          </button>
        </fieldset>
        <fieldset disabled={busy}>
          <legend>剪贴板（现有：{clipboard.text || '空'}）</legend>
          <label>
            粘贴权限
            <select
              value={clipboard.permission}
              onChange={(e) =>
                send({ action: 'clipboard', permission: asPermission(e.target.value) })
              }
            >
              {PERMISSION_SETTINGS.map((p) => (
                <option key={p} value={p}>
                  {PERMISSION_LABELS[p]}
                </option>
              ))}
            </select>
          </label>
          <input
            type="text"
            aria-label="别的 App 复制的内容"
            value={paste}
            onChange={(e) => setPaste(e.target.value)}
          />
          <button type="button" onClick={() => send({ action: 'clipboard', text: paste })}>
            放入剪贴板
          </button>
        </fieldset>
        <fieldset disabled={busy}>
          <legend>手势（在画面上按住 Alt 拖动：双指缩放和旋转）</legend>
          {(Object.keys(GESTURE_LABELS) as GesturePreset[]).map((gesture) => (
            <button
              key={gesture}
              type="button"
              onClick={() => send({ action: 'gesture', gesture })}
            >
              {GESTURE_LABELS[gesture]}
            </button>
          ))}
        </fieldset>
        <fieldset disabled={busy}>
          <legend>显示与语言</legend>
          <label>
            <input
              type="checkbox"
              checked={appearance.colorScheme === 'dark'}
              onChange={(e) =>
                send({ action: 'appearance', colorScheme: e.target.checked ? 'dark' : 'light' })
              }
            />
            深色模式
          </label>
          <label>
            <input
              type="checkbox"
              checked={appearance.reducedMotion}
              onChange={(e) => send({ action: 'appearance', reducedMotion: e.target.checked })}
            />
            减弱动态效果
          </label>
          <label>
            字号
            <select
              value={appearance.textScale}
              onChange={(e) => send({ action: 'appearance', textScale: Number(e.target.value) })}
            >
              {TEXT_SCALES.map((scale) => (
                <option key={scale} value={scale}>
                  {scale === 1 ? '标准' : `${Math.round(scale * 100)}%`}
                </option>
              ))}
            </select>
          </label>
          <label>
            语言
            <select
              value={appearance.language}
              onChange={(e) => send({ action: 'appearance', language: e.target.value })}
            >
              {Object.entries(LANGUAGES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <ActionMessage message={message} />
      </div>
    </details>
  );
}
