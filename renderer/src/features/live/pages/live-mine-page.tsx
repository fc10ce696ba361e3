import { MyCoursesView } from '../components/my-courses-view';

/** /live/mine: 我的课程 (bought, under way, booked, history). */
export function LiveMinePage() {
  return <MyCoursesView />;
}
