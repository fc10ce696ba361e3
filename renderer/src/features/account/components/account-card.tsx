import { Button } from 'antd-mobile';
import type { SessionUser } from '@/stores/session-store';
import { maskPhone, roleLabel } from '../lib/account-entries';

/** The avatar, or the name's first character on a tinted disc when there is none. */
function Avatar({ user }: { user: SessionUser | null }) {
  if (user?.avatar) return <img className="account-card__avatar" src={user.avatar} alt="头像" />;
  return (
    <span className="account-card__avatar account-card__avatar--blank" aria-hidden>
      {user?.nickname.slice(0, 1) ?? ''}
    </span>
  );
}

type AccountCardProps = { user: SessionUser | null; loggedIn: boolean; onLogin: () => void };

/** Who is signed in: avatar, name, 会员 or 专家, the masked number; or a way to log in. */
export function AccountCard({ user, loggedIn, onLogin }: AccountCardProps) {
  if (!loggedIn) {
    return (
      <section className="account-card" aria-label="账号">
        <Avatar user={null} />
        <div className="account-card__who">
          <h2 className="account-card__name">未登录</h2>
          <p className="account-card__hint">登录后查看收益、邀请卡等个人内容</p>
        </div>
        <Button color="primary" size="small" onClick={onLogin}>
          登录 / 注册
        </Button>
      </section>
    );
  }
  return (
    <section className="account-card" aria-label="账号">
      <Avatar user={user} />
      <div className="account-card__who">
        <h2 className="account-card__name">
          {user?.nickname ?? '加载中…'}
          {user ? <span className="account-card__role">{roleLabel(user.userTypeCode)}</span> : null}
        </h2>
        {user ? <p className="account-card__hint">{maskPhone(user.phone)}</p> : null}
      </div>
    </section>
  );
}
