import { Button } from '@/components/button';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchEssayContest } from '../api/contest-api';
import type { WorkField, WorkForm } from '../lib/work-form';

type Props = {
  form: WorkForm;
  update: <K extends WorkField>(field: K, value: WorkForm[K]) => void;
  /** The contest the work entered already: shown, no longer the writer's to change. */
  entered: { id: number; title: string } | null;
};

/**
 * The essay-contest tag of a work written from /essay's 立即投稿: the contest's name, whether it
 * still takes entries, and 不参赛 to submit the work as an ordinary contribution instead.
 */
export function ContestField({ form, update, entered }: Props) {
  const wanted = entered === null ? form.contestId : null;
  const contest = useRequest(
    () => (wanted === null ? Promise.resolve(null) : fetchEssayContest()),
    String(wanted),
  );
  if (entered) {
    return (
      <p className="work-contest" role="note">
        征文参赛：{entered.title}
      </p>
    );
  }
  if (wanted === null) return null;
  const c = contest.data && contest.data.id === wanted ? contest.data : null;
  const closed = c !== null && c.phase !== 'collecting';
  return (
    <div className="work-contest" role="group" aria-label="征文参赛">
      <p className="work-contest__text">
        参赛：{c ? c.title : '征文大赛'}
        <span className="work-contest__note">
          {closed ? `（${c.phaseText}，提交前请去掉参赛标签）` : '（提交审核时一并参赛）'}
        </span>
      </p>
      <Button size="mini" fill="outline" onClick={() => update('contestId', null)}>
        不参赛
      </Button>
    </div>
  );
}
