import { NoticeIcon, ShareIcon } from '@/components/icons';
import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { ErrorState } from '@/components/states';
import { useShare } from '@/lib/share';
import { useCurrentRoute } from '@/lib/routing/use-current-route';
import { ARTICLE_SOURCES, ARTICLE_VARIANTS, type ArticleRouteName } from '../lib/article-variants';
import { useArticle } from '../hooks/use-article';
import { ArticleHeader } from './article-header';
import { ArticleBody } from './article-body';
import { ArticleAttachments } from './article-attachments';
import { ArticleActions } from './article-actions';
import { ArticleTip } from './article-tip';
import { AppDownloadFooter, AppPromptBanner } from './app-prompt';
import './article.css';

/**
 * One article route (docs/product.md「文章」) (detail, share landing, personal, in-app personal,
 * preview): loads the article its variant names, shows the grey-line skeleton meanwhile, and goes
 * to the empty page when there is no such article.
 */
export function ArticleScreen({ routeName }: { routeName: ArticleRouteName }) {
  const variant = ARTICLE_VARIANTS[routeName];
  const route = useCurrentRoute();
  const state = useArticle(variant);
  const share = useShare();
  const ready = state.status === 'ready' ? state : null;
  const article = ready?.article ?? null;
  const onShare =
    route?.sharePath && article
      ? () =>
          void share({
            shareTitle: article.share.shareTitle,
            shareSubtitle: article.share.shareSubtitle,
          })
      : undefined;

  return (
    <PageFrame
      title={route?.title ?? '文章详情'}
      hideBar={variant.hideBar}
      right={
        onShare && !variant.hideBar ? (
          <button
            type="button"
            className="article-share-button"
            aria-label="分享"
            onClick={onShare}
          >
            <ShareIcon size={20} />
          </button>
        ) : null
      }
    >
      {variant.appPrompt ? <AppPromptBanner /> : null}
      {variant.source === ARTICLE_SOURCES.PREVIEW ? (
        <p className="article-notice" role="note">
          <NoticeIcon size={16} />
          预览模式：内容仅作者可见，发布后读者才能看到
        </p>
      ) : null}
      <RouteSkeleton loading={state.status === 'loading'} rows={8}>
        {state.status === 'error' ? (
          <ErrorState error={state.error} onRetry={state.reload} />
        ) : null}
        {ready && article ? (
          <article className="article">
            <ArticleHeader article={article} />
            <ArticleBody html={ready.body} articleId={article.id} />
            <ArticleAttachments attachments={article.attachments} />
            {variant.actions ? <ArticleTip articleId={article.id} /> : null}
            {variant.actions ? (
              <ArticleActions
                article={article}
                onChange={state.update}
                onShare={variant.hideBar ? onShare : undefined}
              />
            ) : null}
            {variant.appPrompt ? <AppDownloadFooter /> : null}
          </article>
        ) : null}
      </RouteSkeleton>
    </PageFrame>
  );
}
