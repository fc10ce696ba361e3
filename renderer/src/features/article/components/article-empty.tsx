import { useNavigate } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { EmptyState } from '@/components/states';
import { AppDownloadFooter, AppPromptBanner } from './app-prompt';
import './article.css';

/**
 * A missing article, titled 文章不存在 (docs/product.md「文章」). The h5 variant (shared links in a
 * browser) also offers the app.
 */
export function ArticleEmpty({ h5 }: { h5: boolean }) {
  const navigate = useNavigate();
  return (
    <PageFrame title="文章不存在">
      {h5 ? <AppPromptBanner /> : null}
      <EmptyState title="文章不存在" description="该文章可能已被删除、下架或链接有误">
        <div className="article-empty__actions">
          <button
            type="button"
            className="article-empty__home"
            onClick={() => navigate('/home', { replace: true })}
          >
            返回首页
          </button>
        </div>
      </EmptyState>
      {h5 ? (
        <div style={{ padding: '0 16px' }}>
          <AppDownloadFooter />
        </div>
      ) : null}
    </PageFrame>
  );
}
