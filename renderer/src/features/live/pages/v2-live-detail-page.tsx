import { CourseView, LAYOUTS } from '../components/course-view';

/** /v2/live/detail/:id: a premium course, sections in tabs. */
export function V2LiveDetailPage() {
  return <CourseView layout={LAYOUTS.v2} />;
}
