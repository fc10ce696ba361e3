import { loadSanitizer } from '@/lib/html/load-sanitizer';
import { useRequest } from '@/lib/hooks/use-request';

/**
 * The course's HTML introduction, sanitised before it is shown. The sanitiser loads here, not
 * before the page renders: the player and title show while it arrives.
 */
export function CourseIntro({ html }: { html: string }) {
  const { data } = useRequest(() => loadSanitizer().then((sanitize) => sanitize(html)), html);
  if (data === undefined) return <div className="live-intro" aria-busy="true" />;
  return <div className="live-intro" dangerouslySetInnerHTML={{ __html: data }} />;
}
