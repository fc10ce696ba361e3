import { useCallback, useState, type ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { showSuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { RedpackRecords } from './redpack-records';
import { fetchRedpackPage, withdrawRedpack, type Payee } from './withdraw-api';
import { WithdrawForm } from './withdraw-form';
import './withdraw.css';

type Summary = { balanceCents: number; totalIncomeCents: number };

/**
 * One exam's red packets (the exams' 我的红包, the questionnaire's 查看收益): the server's balance and
 * income, a withdrawal from the balance (RSA-encrypted payee, one client key per withdrawal), and the
 * records labelled by the server (docs/product.md「红包与提现」). The caller makes sure the user is logged in; `links` follow the form.
 */
export function RedpackWallet({ examId, links }: { examId: number; links?: ReactNode }) {
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
  const list = usePagedList(`redpack:${examId}:${token ?? ''}`, fetchPage, Boolean(token));

  const withdraw = async (payee: Payee, amountCents: number, clientKey: string) => {
    try {
      const { result, msg } = await withdrawRedpack(examId, payee, amountCents, clientKey);
      showSuccess(msg || result.statusText);
      setSummary((s) => (s ? { ...s, balanceCents: result.balanceCents } : s));
      void list.refresh(); // the new 红包提现 record comes first
      return true;
    } catch {
      return false; // the http client has toasted the server's message; the form keeps its values
    }
  };

  return (
    <>
      <section className="withdraw-summary" aria-label="红包余额">
        <p className="withdraw-summary__label">可提现余额（元）</p>
        <p className="withdraw-summary__value">
          {summary ? formatMoney(summary.balanceCents) : '--'}
        </p>
        <p className="withdraw-summary__sub">
          累计收益 {summary ? formatMoney(summary.totalIncomeCents) : '--'} 元
        </p>
      </section>
      {summary ? (
        <section className="withdraw-section" aria-labelledby="withdraw-title">
          <h2 id="withdraw-title" className="withdraw-section__title">
            我要提现
          </h2>
          <WithdrawForm
            amount={{ kind: 'balance', balanceCents: summary.balanceCents }}
            submitText="立即提现"
            onSubmit={withdraw}
          />
          {links ? <p className="withdraw-links">{links}</p> : null}
        </section>
      ) : null}
      <section className="withdraw-section" aria-labelledby="records-title">
        <h2 id="records-title" className="withdraw-section__title">
          红包记录
        </h2>
        <RedpackRecords list={list} />
      </section>
    </>
  );
}
