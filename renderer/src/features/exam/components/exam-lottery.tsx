import './exam.css';
import './exam-lottery.css';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { newClientKey } from '@/contracts/api/client-key';
import { useSingleFlight } from '@/domain/quiz/use-single-flight';
import { LineSkeleton } from '@/components/skeleton';
import { LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess } from '@/lib/toast';
import { drawLottery, fetchPrizes, trackExam } from '../api/exam-api';
import { examPath } from '@/domain/quiz/exam-id';
import { useSpin } from '../hooks/use-spin';

/**
 * 幸运抽奖: the prize grid, my chances, and the draw. The server decides the prize before the light
 * starts running; the light only lands on it. One client key per draw, so a retried request never
 * spends a second chance.
 */
export function ExamLottery({ examId }: { examId: number }) {
  const grid = useRequest(() => fetchPrizes(examId), `exam-lottery:${examId}`);
  const prizes = grid.data?.prizes ?? [];
  const { lit, spin } = useSpin(prizes.length);
  const [chancesLeft, setChancesLeft] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  // A goods prize just won: its recipient is asked for on its own page.
  const [goodsDraw, setGoodsDraw] = useState<number | null>(null);
  const clientKey = useRef(newClientKey('draw'));
  const { pending, run } = useSingleFlight();

  if (grid.error) return <LoadFailure error={grid.error} onRetry={grid.reload} />;
  if (!grid.data) return <LineSkeleton rows={5} />;
  const chances = chancesLeft ?? grid.data.chancesLeft;

  const draw = () =>
    void run(async () => {
      setOutcome(null);
      setGoodsDraw(null);
      const r = await drawLottery(examId, clientKey.current);
      clientKey.current = newClientKey('draw');
      trackExam(examId, 'lottery', 'exam/lottery');
      await spin(prizes.findIndex((p) => p.id === r.prize.id));
      setChancesLeft(r.chancesLeft);
      setOutcome(r.message);
      if (r.prize.kind === 'goods') setGoodsDraw(r.drawId);
      if (r.prize.kind !== 'none') showSuccess(r.message);
    });

  return (
    <section className="exam-card" aria-labelledby="exam-lottery">
      <h2 id="exam-lottery" className="exam-card__title">
        幸运抽奖
      </h2>
      <ul className="exam-prizes" aria-label="奖品">
        {prizes.map((p, i) => (
          <li
            key={p.id}
            className={i === lit ? 'exam-prize exam-prize--lit' : 'exam-prize'}
            aria-current={i === lit && !pending ? 'true' : undefined}
          >
            <img src={p.image} alt="" width={40} height={40} loading="lazy" />
            <span>{p.name}</span>
          </li>
        ))}
      </ul>
      <p className="exam-note">剩余抽奖机会 {chances} 次</p>
      <p className="exam-lottery__outcome" role="status">
        {outcome ?? ''}
      </p>
      {goodsDraw !== null && !pending ? (
        <p className="exam-note">
          <Link to={examPath('/exam/prize/recipient', examId, { drawId: goodsDraw })}>
            填写收货信息
          </Link>
          ，实物奖品需填写后才能发货
        </p>
      ) : null}
      <div className="exam-actions">
        <Button
          color="primary"
          block
          size="large"
          shape="rounded"
          loading={pending}
          disabled={pending || chances <= 0}
          onClick={draw}
        >
          {pending ? '抽奖中' : '立即抽奖'}
        </Button>
      </div>
      {chances <= 0 && !pending ? (
        <p className="exam-note">
          暂无抽奖机会，<Link to={examPath('/exam/task', examId)}>完成答题或任务</Link>可获得
        </p>
      ) : null}
      <p className="exam-note">
        <Link to={examPath('/exam/prizes', examId)}>我的奖品</Link>
      </p>
    </section>
  );
}
