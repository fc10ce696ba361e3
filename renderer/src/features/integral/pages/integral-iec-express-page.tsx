import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchLogistics } from '../api/mall-api';
import { CopyButton } from '../components/copy-button';
import { goodsIdFrom } from '../lib/exchange-button';
import { timeText } from '../lib/order-steps';
import '../components/mall.css';
import '../components/mall-detail.css';
import '../components/mall-orders.css';

/** 物流信息: courier, tracking number (复制) and the tracking events, newest first. */
export function IntegralIecExpressPage() {
  const id = goodsIdFrom(useSearchParams()[0]);
  const request = useRequest(
    () => (id ? fetchLogistics(id) : Promise.resolve(undefined)),
    String(id),
  );

  let body;
  if (id === null) body = <EmptyState title="缺少订单号" description="请从兑换记录进入查看物流" />;
  else if (request.error) body = <LoadFailure error={request.error} onRetry={request.reload} />;
  else if (!request.data) body = <PageLoading />;
  else {
    const l = request.data;
    body = (
      <div className="mall-form">
        <section className="mall-form__block" aria-label="快递信息">
          <div className="mall-form__row">
            <span>物流状态</span>
            <strong>{l.statusText}</strong>
          </div>
          <div className="mall-form__row">
            <span>快递公司</span>
            <span>{l.company ?? '尚未发货'}</span>
          </div>
          {l.trackingNo ? (
            <div className="mall-form__row">
              <span>快递单号</span>
              <span>
                {l.trackingNo} <CopyButton text={l.trackingNo} label="复制快递单号" />
              </span>
            </div>
          ) : null}
        </section>
        {l.traces.length === 0 ? (
          <EmptyState
            title="暂无物流信息，请稍后再试"
            description={
              l.company ? '快递公司揽收后即可查看物流轨迹' : '商品发货后即可查看物流轨迹'
            }
          />
        ) : (
          <section className="mall-form__block" aria-label="物流轨迹">
            <ol className="mall-steps mall-traces">
              {l.traces.map((t, i) => (
                <li
                  key={`${t.time}-${i}`}
                  className={
                    i === 0 ? 'mall-steps__step mall-steps__step--done' : 'mall-steps__step'
                  }
                >
                  <span className="mall-steps__label">{t.text}</span>
                  <span className="mall-steps__time">{timeText(t.time)}</span>
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    );
  }
  return <PageFrame title="物流信息">{body}</PageFrame>;
}
