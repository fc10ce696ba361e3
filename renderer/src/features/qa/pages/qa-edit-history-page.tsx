import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Steps, Switch } from 'antd-mobile';
import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { EmptyState, LoadFailure } from '@/components/states';
import { formatDate } from '@/lib/format/date';
import { fetchAnswerHistory } from '../api/qa-api';
import { ExpertLine } from '../components/expert-line';
import { useRequest } from '@/lib/hooks/use-request';
import { diffLines } from '../lib/text-diff';
import '../components/qa.css';

/** /qa/edit/history/:id — every version of an answer, newest first, with what each edit changed. */
export function QaEditHistoryPage() {
  const { id = '' } = useParams();
  const { data, error, loading, reload } = useRequest(() => fetchAnswerHistory(id), id);
  const [showChanges, setShowChanges] = useState(true);
  return (
    <PageFrame title="编辑历史">
      <RouteSkeleton loading={loading}>
        {error ? (
          <LoadFailure error={error} onRetry={reload} />
        ) : data ? (
          <>
            <section className="qa-section">
              <Link
                to={`/qa/detail/${data.question.id}`}
                className="qa-title"
                style={{ fontSize: 16, display: 'block', color: 'inherit', textDecoration: 'none' }}
              >
                {data.question.title}
              </Link>
              <ExpertLine expert={data.expert} />
              <div className="qa-meta" style={{ marginTop: 10, justifyContent: 'space-between' }}>
                <span>共 {data.versions.length} 个版本</span>
                <label>
                  只看改动{' '}
                  <Switch
                    checked={showChanges}
                    onChange={setShowChanges}
                    style={{ '--height': '20px', '--width': '36px' }}
                    aria-label="只看改动"
                  />
                </label>
              </div>
            </section>
            {data.versions.length <= 1 ? (
              <EmptyState title="该回答未被编辑过" description="这是回答的原始版本" />
            ) : null}
            <section className="qa-section">
              <Steps direction="vertical">
                {data.versions.map((v, i) => {
                  const older = data.versions[i + 1];
                  const lines =
                    showChanges && older
                      ? diffLines(older.content, v.content).filter((l) => l.kind !== 'same')
                      : null;
                  return (
                    <Steps.Step
                      key={v.version}
                      status={i === 0 ? 'process' : 'finish'}
                      title={`${v.version === 1 ? '原始回答' : `第 ${v.version - 1} 次编辑`}${i === 0 ? '（当前版本）' : ''}`}
                      description={
                        <div>
                          <div className="qa-meta">
                            {formatDate(v.editedAt, 'YYYY-MM-DD HH:mm')}
                            {v.note ? ` · ${v.note}` : ''}
                          </div>
                          {lines ? (
                            lines.map((l, k) => (
                              <p key={k} className={`qa-text qa-diff__${l.kind}`}>
                                {l.kind === 'added' ? '+ ' : '− '}
                                {l.text}
                              </p>
                            ))
                          ) : (
                            <p className="qa-text">{v.content}</p>
                          )}
                        </div>
                      }
                    />
                  );
                })}
              </Steps>
            </section>
          </>
        ) : null}
      </RouteSkeleton>
    </PageFrame>
  );
}
