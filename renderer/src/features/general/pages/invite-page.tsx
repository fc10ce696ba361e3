import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Avatar, Button, Result } from 'antd-mobile';
import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { ErrorState } from '@/components/states';
import type { InviteInfo } from '@/contracts/api/invite';
import { isApiError } from '@/lib/http';
import { useSessionStore } from '@/stores/session-store';
import { fetchInviteInfo } from '../api/general-api';
import { InviteRegisterForm } from '../components/invite-register-form';
import { useRequest } from '@/lib/hooks/use-request';
import { normaliseInviteCode } from '../lib/invite-form';
import '../components/general.css';

/** The invitation of `code`; an unknown code (404, toasted) still lets the visitor register, uninvited. */
async function loadInvite(code: string | undefined): Promise<InviteInfo> {
  try {
    return await fetchInviteInfo(code);
  } catch (e) {
    if (code && isApiError(e) && e.status === 404) return fetchInviteInfo();
    throw e;
  }
}

/** /invite — a friend's invitation: who invites, what both get, and registration by phone and SMS code. */
export function InvitePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = normaliseInviteCode(params.get('code'));
  const { data, error, loading, reload } = useRequest(() => loadInvite(code), code ?? '');
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const [reward, setReward] = useState<number | null>(null);

  if (reward !== null) {
    return (
      <PageFrame title="邀请注册">
        <Result
          status="success"
          title="注册成功"
          description={
            reward > 0 ? `您与好友各获得${reward}积分，可在积分商城兑换好礼` : '欢迎加入税务通'
          }
        />
        <div className="gen-actions">
          <Button
            color="primary"
            fill="outline"
            onClick={() => navigate('/home', { replace: true })}
          >
            开始使用
          </Button>
          <Button color="primary" onClick={() => navigate('/download')}>
            下载APP
          </Button>
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame title="邀请注册">
      <RouteSkeleton loading={loading}>
        {error ? (
          <ErrorState error={error} onRetry={reload} />
        ) : data ? (
          <>
            <header className="gen-hero">
              {data.inviter ? (
                <Avatar
                  src={data.inviter.avatar}
                  style={{ '--size': '56px', '--border-radius': '50%', margin: '0 auto' }}
                  alt=""
                />
              ) : null}
              <h1>{data.inviter ? `${data.inviter.nickname} 邀请您加入税务通` : '加入税务通'}</h1>
              <p>注册即得 {data.rewardPoints} 积分 · 专家答疑 · 政策速递</p>
            </header>
            <section className="gen-card">
              {loggedIn ? (
                <>
                  <p className="gen-muted">
                    您已登录，可以邀请好友一起学习，双方各得{data.rewardPoints}积分。
                  </p>
                  <Button block color="primary" onClick={() => navigate('/poster')}>
                    生成我的邀请卡
                  </Button>
                </>
              ) : (
                <InviteRegisterForm
                  inviteCode={data.inviter ? code : undefined}
                  onDone={setReward}
                />
              )}
            </section>
            <section className="gen-section" aria-label="注册福利">
              <h2>注册福利</h2>
              <div className="gen-grid">
                {data.benefits.map((b) => (
                  <div key={b.title} className="gen-grid__item">
                    <strong>{b.title}</strong>
                    <span>{b.description}</span>
                  </div>
                ))}
              </div>
            </section>
            <section className="gen-section" aria-label="活动规则">
              <h2>活动规则</h2>
              <ol className="gen-list">
                {data.rules.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ol>
            </section>
          </>
        ) : null}
      </RouteSkeleton>
    </PageFrame>
  );
}
