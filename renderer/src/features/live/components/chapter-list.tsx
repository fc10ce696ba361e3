import type { Chapter, CourseRights } from '@/contracts/api/live';
import { chapterAccess } from '../lib/access';
import { chapterProgress, formatClock } from '../lib/course-format';
import './chapter-list.css';

type Props = {
  chapters: Chapter[];
  rights: CourseRights;
  currentId: number;
  onSelect: (chapter: Chapter) => void;
};

/** 已学 N/M 节: chapters complete out of all. */
export const learnedCount = (chapters: Chapter[]): number =>
  chapters.filter((c) => c.isComplete).length;

/** A series' chapters: 试看 and locked marks, 学习中 on the playing one, 学习到 mm:ss or 已学完. */
export function ChapterList({ chapters, rights, currentId, onSelect }: Props) {
  return (
    <ol className="live-chapters" aria-label="课程目录">
      {chapters.map((c) => {
        const locked = chapterAccess(rights, 2, c) === 'locked';
        const current = c.id === currentId;
        const progress = chapterProgress(c);
        return (
          <li key={c.id}>
            <button
              type="button"
              className="live-chapter"
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(c)}
            >
              <span className="live-chapter__title">{c.title}</span>
              <span className="live-chapter__meta">
                <span>视频 {formatClock(c.durationSeconds)}</span>
                {c.free && !rights.canWatch ? (
                  <span className="live-chapter__tag">试看</span>
                ) : null}
                {locked ? <span className="live-chapter__lock">需购买</span> : null}
                {current ? (
                  <span className="live-chapter__now">学习中</span>
                ) : progress ? (
                  <span>{progress}</span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
