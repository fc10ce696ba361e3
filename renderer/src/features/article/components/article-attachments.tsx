import { List } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import type { ArticleDetail } from '@/contracts/api/article';

/** The route of the PDF viewer for a file URL (spec §2 `/pdf/:url`, the URL encoded as one segment). */
export const pdfViewerPath = (url: string): string => `/pdf/${encodeURIComponent(url)}`;

/** Files attached to the article, opened in the PDF viewer. */
export function ArticleAttachments({ attachments }: { attachments: ArticleDetail['attachments'] }) {
  if (attachments.length === 0) return null;
  return (
    <List header="附件" className="article-attachments">
      {attachments.map((a) => (
        <List.Item key={a.url} prefix={<FileOutline />}>
          <Link to={pdfViewerPath(a.url)} className="article-attachments__link">
            {a.name}
          </Link>
        </List.Item>
      ))}
    </List>
  );
}
