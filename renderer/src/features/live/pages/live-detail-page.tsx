import { CourseView, LAYOUTS } from '../components/course-view';

/** /live/detail/:id: a course, sections one after another. */
export function LiveDetailPage() {
  return <CourseView layout={LAYOUTS.v1} />;
}
