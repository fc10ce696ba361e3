import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchRescueInfo } from '../api/rescue-api';
import '../rescue/rescue.css';

/** /rescue: what the relief consultation offers, the areas it covers, and the way to apply (or to one's open request). */
export function RescuePage() {
  const token = useSessionStore((s) => s.token);
  const { data, error, reload } = useRequest(fetchRescueInfo, token ? `user:${token}` : 'visitor');
  let body;
  if (data) {
    body = (
      <>
        <section className="rescue__card" aria-labelledby="rescue-policies">
          <h2 className="rescue__card-title" id="rescue-policies">
            可咨询的帮扶政策
          </h2>
          <ul className="rescue__list">
            {data.policies.map((p) => (
              <li key={p.title} className="rescue__policy">
                <span className="rescue__policy-title">{p.title}</span>
                <p className="rescue__policy-text">{p.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="rescue__card" aria-labelledby="rescue-regions">
          <h2 className="rescue__card-title" id="rescue-regions">
            服务地区
          </h2>
          <ul className="rescue__regions">
            {data.regions.map((r) => (
              <li key={r.name} className="rescue__region">
                {r.name}（{r.disaster}）
              </li>
            ))}
          </ul>
        </section>
        <section className="rescue__card" aria-labelledby="rescue-steps">
          <h2 className="rescue__card-title" id="rescue-steps">
            服务流程
          </h2>
          <ol className="rescue__list">
            <li>在线填写企业信息和涉税问题</li>
            <li>获得受理编号，2个工作日内顾问电话联系</li>
            <li>注册税务师一对一解答，协助准备减免申请材料</li>
          </ol>
          <p className="rescue__meta">
            已受理 {data.acceptedCount} 份申请 · 咨询热线 {data.hotline}
          </p>
        </section>
        {data.mine ? (
          <Link className="rescue__cta" to={`/rescue/success?id=${data.mine.id}`}>
            查看我的申请（{data.mine.statusText}）
          </Link>
        ) : (
          <Link className="rescue__cta" to="/rescue/apply">
            免费申请咨询
          </Link>
        )}
      </>
    );
  } else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else body = <PageLoading />;

  return (
    <PageFrame title="灾区税务咨询">
      <div className="rescue">
        <header className="rescue__hero">
          <h1 className="rescue__hero-title">受灾地区税务公益咨询</h1>
          <p className="rescue__hero-text">
            为受灾企业和个体工商户免费解读减免税、延期申报缴纳等帮扶政策，注册税务师一对一服务。
          </p>
        </header>
        {body}
      </div>
    </PageFrame>
  );
}
