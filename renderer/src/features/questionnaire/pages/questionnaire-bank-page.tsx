import { useState } from 'react';
import { Button } from '@/components/button';
import { LoginPrompt } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchBankCard } from '../api/bank-api';
import { BankCardForm } from '../components/bank-card-form';
import { useLoginGate } from '../hooks/use-login-gate';
import '../components/questionnaire.css';
import '@/components/quiz/campaign/campaign.css';

type Card = NonNullable<Awaited<ReturnType<typeof fetchBankCard>>>;

function BankCard() {
  const saved = useRequest(fetchBankCard, 'questionnaire-bank');
  const [card, setCard] = useState<Card | null>(null);
  const [editing, setEditing] = useState(false);
  if (saved.error) return <LoadFailure error={saved.error} onRetry={saved.reload} />;
  if (saved.data === undefined) return <PageLoading />;
  const shown = card ?? saved.data;
  if (shown && !editing) {
    return (
      <>
        <section className="quiz-banner-card" aria-label="已绑定的银行卡">
          <p>{shown.bankName}</p>
          <p className="quiz-banner-card__big">{shown.cardNoMasked}</p>
          <p>持卡人 {shown.realName}</p>
        </section>
        <div className="qn-main">
          <Button fill="outline" block onClick={() => setEditing(true)}>
            更换银行卡
          </Button>
        </div>
      </>
    );
  }
  return (
    <BankCardForm
      onSaved={(c) => {
        setCard(c);
        setEditing(false);
      }}
    />
  );
}

/** 收款银行卡 (/questionnaire/bank): where the ranking reward is paid; shown masked once saved. */
export function QuestionnaireBankPage() {
  const loggedIn = useLoginGate();
  return (
    <PageFrame title="收款银行卡">
      {loggedIn ? <BankCard /> : <LoginPrompt reason="登录后绑定收款银行卡" />}
    </PageFrame>
  );
}
