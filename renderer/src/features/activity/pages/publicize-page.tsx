import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { formatCount } from '@/lib/format/number';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchPublicize, type PublicizeContent } from '../api/publicize-api';
import '../publicize/publicize.css';

function Content({ content }: { content: PublicizeContent }) {
  const { stats, about } = content;
  const figures = [
    ['专业文章', stats.articles],
    ['入驻专家', stats.experts],
    ['已解答问题', stats.answeredQuestions],
    ['精品课程', stats.courses],
  ] as const;
  return (
    <>
      <section className="publicize__card" aria-labelledby="publicize-stats">
        <h2 className="publicize__subtitle" id="publicize-stats">
          平台数据
        </h2>
        <dl className="publicize__stats">
          {figures.map(([label, n]) => (
            <div key={label} className="publicize__stat">
              <dt>{label}</dt>
              <dd>{formatCount(n)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {/* The document brings its own heading (h2) and sections (h3). */}
      <section
        className="publicize__card publicize__doc"
        aria-label={about.title}
        dangerouslySetInnerHTML={{ __html: about.html }}
      />
    </>
  );
}

/** /publicize: the product introduced to someone who arrived from a shared link, with its figures as the server counts them. */
export function PublicizePage() {
  const { data, error, reload } = useRequest(fetchPublicize, 'publicize');
  let body;
  if (data) body = <Content content={data} />;
  else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else body = <PageLoading />;
  return (
    <PageFrame title="关于我们">
      <div className="publicize">
        <header className="publicize__hero">
          <h1 className="publicize__title">税务通</h1>
          <p className="publicize__slogan">
            政策解读、专家问答、个税计算与财税课程，财税人的随身知识库。
          </p>
        </header>
        {body}
        <nav className="publicize__actions" aria-label="开始使用">
          <Link className="publicize__action" to="/register">
            立即体验
          </Link>
          <Link className="publicize__action publicize__action--outline" to="/download">
            下载App
          </Link>
        </nav>
      </div>
    </PageFrame>
  );
}
