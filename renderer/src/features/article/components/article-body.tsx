import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { DOC_LINK_ATTR } from '../lib/doc-link-attr';
import { docArticlePath, useLinkedBody } from '../hooks/use-linked-body';

/** The article's HTML (sanitised by useArticle), with document numbers linked; those links navigate inside the app. */
export function ArticleBody({ html, articleId }: { html: string; articleId: number }) {
  const body = useLinkedBody(html, articleId);
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest?.(`a[${DOC_LINK_ATTR}]`);
    const id = Number(link?.getAttribute(DOC_LINK_ATTR));
    if (!link || !Number.isInteger(id) || id <= 0) return;
    e.preventDefault();
    navigate(docArticlePath(id));
  };
  // The HTML was sanitised by DOMPurify in useArticle; links were added as DOM nodes, not strings.
  return <div className="article-body" data-testid="article-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: body }} />;
}
