import { TipButton, useTipCounts } from '@/domain/tip';

/** 打赏 under an article, with its tip count (the sheet loads on the first tap). */
export function ArticleTip({ articleId }: { articleId: number }) {
  const tips = useTipCounts(0, [articleId]);
  return (
    <section className="article-tip" aria-label="打赏">
      <p className="article-tip__text">觉得有用，打赏作者</p>
      <TipButton
        target={{ type: 0, id: articleId }}
        name="打赏这篇文章"
        count={tips.count(articleId)}
        onTipped={tips.reload}
      />
    </section>
  );
}
