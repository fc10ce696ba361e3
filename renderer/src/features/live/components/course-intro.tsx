import { loadSanitizer } from '@/lib/html/load-sanitizer';
import { useRequest } from '@/lib/hooks/use-request';
import './course-intro.css';

/**
 * The course's HTML introduction, sanitised before it is shown. The page starts the sanitiser's
 * download with the course's request (course-view.tsx); the player and title show meanwhile.
 */
export function CourseIntro({ html }: { html: string }) {
  const { data } = useRequest(() => loadSanitizer().then((sanitize) => sanitize(html)), html);
  if (data === undefined) return <div className="live-intro" aria-busy="true" />;
  return <div className="live-intro" dangerouslySetInnerHTML={{ __html: data }} />;
}
