import { CourseView, LAYOUTS } from '../components/course-view';

/** /live/series/detail/:id: a series, chapters first with progress N/M. */
export function LiveSeriesDetailPage() {
  return <CourseView layout={LAYOUTS.series} />;
}
