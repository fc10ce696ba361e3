import { useEffect, useState } from 'react';
import { useCheckout } from '@/domain/checkout';
import { CONSULT_TYPES, ORDER_TYPES } from '@/contracts/api/order';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchConsultExperts } from '../api/throughtrain-api';
import { questionProblem } from './question-rules';

export type ConsultType = (typeof CONSULT_TYPES)[keyof typeof CONSULT_TYPES];

/** How long typing pauses before the server prices the question (one quote per pause, not per key). */
const QUOTE_DELAY_MS = 400;

/**
 * 直通车: the experts and prices from the server, the user's choice (expert, 图文/电话, question,
 * 加急), and the shared purchase flow for a consultation order. The order is priced only once the
 * question is valid, since the server requires it.
 */
export function useThroughtrain() {
  const request = useRequest(fetchConsultExperts, 'throughtrain');
  const [expertId, setExpertId] = useState<number | null>(null);
  const [consultType, setConsultType] = useState<ConsultType>(CONSULT_TYPES.TEXT);
  const [question, setQuestion] = useState('');
  const [urgent, setUrgent] = useState(false);
  const [settled, setSettled] = useState('');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(question.trim()), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [question]);

  const chosen = expertId ?? request.data?.experts[0]?.id ?? null;
  const ready = chosen !== null && questionProblem(settled) === null;
  const checkout = useCheckout(
    ready
      ? {
          orderType: ORDER_TYPES.CONSULT,
          goodsId: chosen,
          goodsQuantity: 1,
          consultType,
          consultTax: settled,
          urgentCode: urgent,
        }
      : null,
    null,
    '用户协议',
  );
  return {
    ...request,
    chosen,
    choose: setExpertId,
    consultType,
    setConsultType,
    question,
    setQuestion: (q: string) => {
      setQuestion(q);
      setTouched(true);
    },
    questionError: touched ? questionProblem(question) : null,
    /** The question is still being typed: the price waits for the pause. */
    typing: question.trim() !== settled,
    urgent,
    setUrgent,
    checkout,
  };
}
