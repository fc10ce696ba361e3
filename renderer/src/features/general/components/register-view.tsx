import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { PageFrame } from '@/components/page-frame';
import { ensureLoggedIn } from '@/lib/auth';
import { useSessionStore } from '@/stores/session-store';
import './general.css';

const FEATURES = [
  { title: '专业文章', text: '政策原文与专家解读，每日更新', to: '/home' },
  { title: '专家问答', text: '注册税务师在线解答实务问题', to: '/qa/content' },
  { title: '资讯月刊', text: '每月精选政策法规与征管动态', to: '/news/monthly' },
  { title: '个税计算器', text: '工资、年终奖、劳务报酬一键测算', to: '/calculator' },
  { title: '直播课程', text: '名师直播与录播，随时随地学习', to: '/live/list' },
  { title: '会员权益', text: '精品课程、专属答疑与资料下载', to: '/member/center' },
] as const;

/** Where a channel's visitors come from, shown to them (e.g. a partner's landing). */
export type RegisterChannel = { name: string; note: string } | null;

/** /register and /register/gujiao (title 立即体验): what the product offers, and a start that signs in. */
export function RegisterView({ channel }: { channel: RegisterChannel }) {
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const start = async () => {
    if (await ensureLoggedIn()) navigate('/home', { replace: true });
  };
  return (
    <PageFrame title="立即体验">
      <header className="gen-hero">
        {channel ? <p style={{ fontSize: 12 }}>{channel.name}</p> : null}
        <h1>税务通 · 财税人的知识助手</h1>
        <p>面向税务师、会计师与企业财务人员的专业服务平台</p>
      </header>
      <section className="gen-card">
        {channel ? (
          <p className="gen-muted" style={{ marginTop: 0 }}>
            {channel.note}
          </p>
        ) : null}
        <Button block color="primary" size="large" onClick={() => void start()}>
          {loggedIn ? '进入首页' : '立即体验'}
        </Button>
        <p className="gen-muted">手机号验证码登录，未注册的手机号验证后将自动创建账号</p>
      </section>
      <section className="gen-section" aria-label="产品介绍">
        <h2>我们提供</h2>
        <div className="gen-grid">
          {FEATURES.map((f) => (
            <button
              key={f.title}
              type="button"
              className="gen-grid__item"
              style={{ border: 'none', textAlign: 'left' }}
              onClick={() => navigate(f.to)}
            >
              <strong>{f.title}</strong>
              <span>{f.text}</span>
            </button>
          ))}
        </div>
      </section>
    </PageFrame>
  );
}
