import { publicizeStatsEndpoint, type PublicizeStats } from '@/contracts/api/publicize';
import { fetchStaticHtml } from '@/lib/api/common';
import { callEndpoint } from '@/lib/api/call-endpoint';
import { loadSanitizer } from '@/lib/html/load-sanitizer';

export type PublicizeContent = { stats: PublicizeStats; about: { title: string; html: string } };

/** The product's figures (GET /publicize/stats) and the about document (GET /static/html/about), sanitised. */
export async function fetchPublicize(): Promise<PublicizeContent> {
  const [stats, doc, sanitize] = await Promise.all([
    callEndpoint(publicizeStatsEndpoint),
    fetchStaticHtml('about'),
    loadSanitizer(),
  ]);
  return { stats, about: { title: doc.title, html: sanitize(doc.content) } };
}
