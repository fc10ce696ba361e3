import { CourseView, LAYOUTS } from '../components/course-view';

/** /live/series/v3/detail/:id: a series with a lecturer card. */
export function LiveSeriesV3DetailPage() {
  return <CourseView layout={LAYOUTS.seriesV3} />;
}
