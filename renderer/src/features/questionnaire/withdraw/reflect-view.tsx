import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { formatMoney } from '@/lib/format';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { showSuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { LoginPrompt } from '@/components/login-required';
import { RedpackRecords } from './redpack-records';
import { useExamId } from './use-exam-id';
import { useLoginGate } from './use-login-gate';
import { fetchRedpackPage, withdrawRedpack, type Payee } from './withdraw-api';
import { WithdrawForm } from './withdraw-form';
import './withdraw.css';

type Summary = { balanceCents: number; totalIncomeCents: number };

/** 查看收益: the red-packet balance, a withdrawal from it, and the records. Needs login. */
export function ReflectView() {
  const loggedIn = useLoginGate();
  const examId = useExamId();
  const token = useSessionStore((s) => s.token);
  const [summary, setSummary] = useState<Summary | null>(null);

  // Every page answers the balance too; the latest one is what the page shows.
  const fetchPage = useCallback(
    async (page: number) => {
      const answer = await fetchRedpackPage(examId, page);
      setSummary({ balanceCents: answer.balanceCents, totalIncomeCents: answer.totalIncomeCents });
      return answer;
    },
    [examId],
  );
  const list = usePagedList(`redpack:${examId}:${token ?? ''}`, fetchPage, loggedIn);

  const withdraw = async (payee: Payee, amountCents: number) => {
    try {
      const { result, msg } = await withdrawRedpack(examId, payee, amountCents);
      showSuccess(msg || result.statusText);
      setSummary((s) => (s ? { ...s, balanceCents: result.balanceCents } : s));
      void list.refresh(); // the new 红包提现 record comes first
      return true;
    } catch {
      return false; // the http client has toasted the server's message; the form keeps its values
    }
  };

  if (!loggedIn) {
    return (
      <PageFrame title="查看收益">
        <LoginPrompt reason="登录后查看红包收益并提现" />
      </PageFrame>
    );
  }

  return (
    <PageFrame title="查看收益">
      <section className="withdraw-summary" aria-label="红包余额">
        <p className="withdraw-summary__label">可提现余额（元）</p>
        <p className="withdraw-summary__value">{summary ? formatMoney(summary.balanceCents) : '--'}</p>
        <p className="withdraw-summary__sub">累计收益 {summary ? formatMoney(summary.totalIncomeCents) : '--'} 元</p>
      </section>
      {summary ? (
        <section className="withdraw-section" aria-labelledby="withdraw-title">
          <h2 id="withdraw-title" className="withdraw-section__title">
            我要提现
          </h2>
          <WithdrawForm amount={{ kind: 'balance', balanceCents: summary.balanceCents }} submitText="立即提现" onSubmit={withdraw} />
          <p className="withdraw-links">
            <Link to="/questionnaire/know">领奖须知</Link>
          </p>
        </section>
      ) : null}
      <section className="withdraw-section" aria-labelledby="records-title">
        <h2 id="records-title" className="withdraw-section__title">
          红包记录
        </h2>
        <RedpackRecords list={list} />
      </section>
    </PageFrame>
  );
}
