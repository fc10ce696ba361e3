import './exam-task-list.css';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { LineSkeleton } from '@/components/skeleton';
import { EmptyState, LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess } from '@/lib/toast';
import { claimTaskReward, fetchTasks } from '../api/exam-api';
import { examPath } from '@/domain/quiz/exam-id';
import { useSingleFlight } from '@/domain/quiz/use-single-flight';
import { taskButton, taskPath } from '../lib/task-status';

/** The exam's tasks with their progress and reward; a reward is claimed once (the server refuses a second claim). */
export function ExamTaskList({ examId }: { examId: number }) {
  const navigate = useNavigate();
  const tasks = useRequest(() => fetchTasks(examId), `exam-tasks:${examId}`);
  const { pending, run } = useSingleFlight();
  if (tasks.error) return <LoadFailure error={tasks.error} onRetry={tasks.reload} />;
  if (!tasks.data) return <LineSkeleton rows={4} />;
  if (tasks.data.length === 0)
    return <EmptyState title="暂无任务" description="活动任务上线后将在这里展示" />;
  const claim = (taskId: number) =>
    void run(async () => {
      const r = await claimTaskReward(examId, taskId);
      showSuccess(`领取成功：${r.rewardText}`);
      tasks.reload();
    });
  return (
    <ul className="exam-tasks" aria-label="任务列表">
      {tasks.data.map((t) => {
        const b = taskButton(t.status);
        return (
          <li key={t.id} className="exam-task">
            <div>
              <p className="exam-task__title">{t.title}</p>
              <p className="exam-task__meta">
                {t.description} · 进度 {Math.min(t.progress, t.target)}/{t.target} · 奖励{' '}
                {t.rewardText}
              </p>
            </div>
            <Button
              size="small"
              color={b.kind === 'claim' ? 'primary' : 'default'}
              disabled={b.kind === 'done' || pending}
              aria-label={`${b.text}：${t.title}`}
              onClick={() =>
                b.kind === 'claim' ? claim(t.id) : navigate(examPath(taskPath(t.kind), examId))
              }
            >
              {b.text}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
