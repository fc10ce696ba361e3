import { Button, List } from 'antd-mobile';
import { PageFrame } from '@/components/page-frame';
import { fetchAppVersion } from '@/lib/api/common';
import { formatDate } from '@/lib/format/date';
import { useRequest } from '@/lib/hooks/use-request';
import {
  ANDROID_APK_URL,
  APP_STORE_URL,
  downloadUrlOf,
  isBlockingWebView,
  platformOf,
} from '../lib/download-links';
import './general.css';

/** The download page (/app/download, /download): the link for this phone, the latest version and what is new. */
export function DownloadView({ title }: { title: string }) {
  const ua = navigator.userAgent;
  const platform = platformOf(ua, navigator.maxTouchPoints);
  const url = downloadUrlOf(platform);
  const blocked = isBlockingWebView(ua);
  const version = useRequest(
    () =>
      fetchAppVersion({ platform: platform === 'other' ? 'h5' : platform, appversion: '4.0.0' }),
    platform,
  );
  return (
    <PageFrame title={title}>
      <header className="gen-hero">
        <h1>税务通 APP</h1>
        <p>专家答疑 · 政策速递 · 个税计算 · 直播课程</p>
        {version.data ? (
          <p style={{ marginTop: 8 }}>
            最新版本 V{version.data.latestVersion}（{formatDate(version.data.publishedAt)} 发布）
          </p>
        ) : null}
      </header>
      <section className="gen-card">
        {blocked ? (
          <p role="alert" style={{ margin: '0 0 12px', color: '#fa8c16' }}>
            当前在微信/QQ中打开，无法直接下载。请点击右上角「…」，选择「在浏览器打开」后再下载。
          </p>
        ) : null}
        {url ? (
          <Button
            block
            color="primary"
            size="large"
            disabled={blocked}
            onClick={() => window.location.assign(url)}
          >
            {platform === 'ios' ? '前往 App Store 下载' : '下载安卓版'}
          </Button>
        ) : (
          <>
            <Button
              block
              color="primary"
              size="large"
              onClick={() => window.location.assign(APP_STORE_URL)}
            >
              iPhone 版（App Store）
            </Button>
            <div style={{ height: 12 }} />
            <Button
              block
              color="primary"
              fill="outline"
              size="large"
              onClick={() => window.location.assign(ANDROID_APK_URL)}
            >
              安卓版（APK）
            </Button>
            <p className="gen-muted" style={{ marginTop: 12 }}>
              请用手机扫码或在手机浏览器中打开本页下载。
            </p>
          </>
        )}
      </section>
      {version.data ? (
        <section className="gen-section" aria-label="新版本特性">
          <h2>新版本特性</h2>
          <ol className="gen-list">
            {version.data.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <List header="为什么下载 APP" style={{ margin: 12, borderRadius: 10, overflow: 'hidden' }}>
        <List.Item description="收藏文章、离线阅读，通勤路上也能学">文章与资讯</List.Item>
        <List.Item description="专家回答后第一时间推送提醒">问答提醒</List.Item>
        <List.Item description="倍速播放、断点续播，学习记录多端同步">直播与录播课程</List.Item>
      </List>
    </PageFrame>
  );
}
