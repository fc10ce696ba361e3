import { FileIcon } from '@/components/icons';
import { Link } from 'react-router';
import type { ArticleDetail } from '@/contracts/api/article';

/** The route of the PDF viewer for a file URL (`/pdf/:url`, the URL encoded as one segment). */
const pdfViewerPath = (url: string): string => `/pdf/${encodeURIComponent(url)}`;

/** Files attached to the article, opened in the PDF viewer. */
export function ArticleAttachments({ attachments }: { attachments: ArticleDetail['attachments'] }) {
  if (attachments.length === 0) return null;
  return (
    <section className="article-attachments" aria-labelledby="article-attachments-title">
      <h2 id="article-attachments-title" className="article-attachments__title">
        附件
      </h2>
      <ul className="article-attachments__list">
        {attachments.map((a) => (
          <li key={a.url}>
            <Link to={pdfViewerPath(a.url)} className="article-attachments__link">
              <FileIcon size={18} />
              {a.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
