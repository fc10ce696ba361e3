import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/button';
import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { LoadFailure } from '@/components/states';
import { loadSanitizer } from '@/lib/html/load-sanitizer';
import { useRequest } from '@/lib/hooks/use-request';
import { useShare } from '@/lib/share';
import { fetchCourseDetail, type DetailSource } from '../api/live-api';
import { CourseBody } from './course-body';
import './course-view.css';

/**
 * The layouts of one course's data (docs/product.md「课程与直播」: /live/detail and /v1 the plain
 * page, /v2 and /v3 the premium course, the two series pages): which detail call they read,
 * whether sections sit in tabs, whether the lecturer has a card of their own. Everything else is
 * the same components.
 */
export type CourseLayout = {
  source: DetailSource;
  title: string;
  tabs: boolean;
  lecturerCard: boolean;
};

export const LAYOUTS = {
  v1: { source: 'detail', title: '课程详情', tabs: false, lecturerCard: false },
  v2: { source: 'detail', title: '精品课程', tabs: true, lecturerCard: false },
  v3: { source: 'detailV3', title: '精品课程', tabs: true, lecturerCard: true },
  series: { source: 'series', title: '系列课程', tabs: true, lecturerCard: false },
  seriesV3: { source: 'series', title: '系列课程', tabs: true, lecturerCard: true },
} as const satisfies Record<string, CourseLayout>;

/** A course page in one of its layouts: loads the course (skeleton meanwhile), then its body. */
export function CourseView({ layout }: { layout: CourseLayout }) {
  const { id = '' } = useParams();
  const [version, setVersion] = useState(0);
  // The chapter the learner picked outlives a reload of the course (after buying it, say).
  const [picked, setPicked] = useState<{ courseId: string; chapterId: number } | null>(null);
  const { data, error, loading, reload } = useRequest(() => {
    // The introduction is backend HTML: its sanitiser downloads alongside the course, not after it.
    loadSanitizer().catch(() => undefined);
    return fetchCourseDetail(layout.source, id);
  }, `${layout.source}:${id}:${version}`);
  const share = useShare();
  return (
    <PageFrame
      title={layout.title}
      right={
        data ? (
          <Button
            className="live-bar-button"
            fill="none"
            size="small"
            onClick={() => void share({ shareTitle: data.title, shareSubtitle: data.subtitle })}
          >
            分享
          </Button>
        ) : null
      }
    >
      <RouteSkeleton loading={loading && !data}>
        {error && !data ? (
          <LoadFailure error={error} onRetry={reload} />
        ) : data ? (
          // Keyed by course: another course starts with a fresh player and chapter choice.
          <CourseBody
            key={data.id}
            course={data}
            layout={layout}
            pickedChapterId={picked?.courseId === id ? picked.chapterId : null}
            onPick={(chapterId) => setPicked({ courseId: id, chapterId })}
            onChanged={() => setVersion((n) => n + 1)}
            onPoll={reload}
          />
        ) : null}
      </RouteSkeleton>
    </PageFrame>
  );
}
