import { CourseView, LAYOUTS } from '../components/course-view';

/** /v1/live/detail/:id: the same layout as /live/detail/:id. */
export function V1LiveDetailPage() {
  return <CourseView layout={LAYOUTS.v1} />;
}
