import { useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { DOC_LINK_ATTR } from '../lib/doc-link-attr';
import { docArticlePath, useDocNumberLinks } from '../hooks/use-doc-number-links';

/** The article's HTML (sanitised by useArticle), with document numbers linked; those links navigate inside the app. */
export function ArticleBody({ html, articleId }: { html: string; articleId: number }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  useDocNumberLinks(bodyRef, html, articleId);
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest?.(`a[${DOC_LINK_ATTR}]`);
    const id = Number(link?.getAttribute(DOC_LINK_ATTR));
    if (!link || !Number.isInteger(id) || id <= 0) return;
    e.preventDefault();
    navigate(docArticlePath(id));
  };
  // The HTML was sanitised by DOMPurify in useArticle; links are added as DOM nodes, not strings.
  return (
    <div
      ref={bodyRef}
      className="article-body"
      data-testid="article-body"
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
