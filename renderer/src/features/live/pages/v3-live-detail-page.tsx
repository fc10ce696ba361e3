import { CourseView, LAYOUTS } from '../components/course-view';

/** /v3/live/detail/:id: a premium course (detailV3), lecturer card and tabs. */
export function V3LiveDetailPage() {
  return <CourseView layout={LAYOUTS.v3} />;
}
