import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Question } from '@/contracts/api/exam';
import { syncDeadline, useDeadlineCountdown, useSingleFlight, type DeadlineSync, type QuizProp } from '@/components/quiz';
import { showToast } from '@/lib/toast';
import { answerQuestion, applyExamProp, beginExam, fetchQuestionProps, submitExam, trackExam } from '../api/exam-api';
import { rememberResult } from '../lib/attempt-memo';
import { examPath } from '@/components/quiz/exam-id';
import { AUTO_SUBMIT_MESSAGE, countdownWarning } from './countdown-warnings';

type Running = { attemptId: number; total: number; index: number; question: Question | null };

export type ExamAttempt = {
  running: Running | null;
  error: unknown;
  reload: () => void;
  /** Seconds left on the whole exam (spec §9's 15:00), from the server's deadline. */
  seconds: number | null;
  /** An answer, prop or submission on its way: nothing else is sent meanwhile. */
  pending: boolean;
  /** The time is up or the answers are being submitted: the options are locked. */
  closing: boolean;
  props: QuizProp[];
  /** Whether the props have answered once (the bar's place is kept until then). */
  propsLoaded: boolean;
  answer: (answer: string) => void;
  applyProp: (propType: number) => void;
  submit: () => void;
};

/**
 * One exam attempt as the server holds it. /exam/begin starts it or resumes the open one (a reload
 * finds the same question), and its deadline with the server's clock drives the countdown, so no
 * reload, background or phone clock ever adds time. At 0 the answers are submitted as they stand.
 */
export function useExamAttempt(examId: number): ExamAttempt {
  const navigate = useNavigate();
  const [running, setRunning] = useState<Running | null>(null);
  const [sync, setSync] = useState<DeadlineSync | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [closing, setClosing] = useState(false);
  const [props, setProps] = useState<QuizProp[]>([]);
  // Until the first answer the screen keeps the props bar's place (no shift when it arrives).
  const [propsLoaded, setPropsLoaded] = useState(false);
  const [loadCount, setLoadCount] = useState(0);
  // One step at a time (no double answer, no double submission); the automatic submission reads `busy`.
  const { pending, busy, run: step } = useSingleFlight();
  const submitted = useRef(false);

  useEffect(() => {
    let current = true;
    setError(null);
    beginExam(examId).then(
      (a) => {
        if (!current) return;
        setSync(syncDeadline(a.deadlineAt, a.serverNow));
        setRunning({ attemptId: a.attemptId, total: a.total, index: a.answered, question: a.question });
        trackExam(examId, a.answered > 0 ? 'answer_resume' : 'answer_begin', 'exam/answer');
      },
      (e: unknown) => current && setError(e),
    );
    return () => {
      current = false;
    };
  }, [examId, loadCount]);

  const attemptId = running?.attemptId;
  /** Submits once; a second submission (another tab did it) goes to the result all the same. */
  const finish = useCallback(async () => {
    if (attemptId === undefined || submitted.current) return;
    setClosing(true);
    try {
      rememberResult(await submitExam(attemptId));
      submitted.current = true;
    } finally {
      navigate(examPath('/exam/result', examId, { attemptId }), { replace: true });
    }
  }, [attemptId, examId, navigate]);

  const onExpire = useCallback(() => {
    setClosing(true);
    showToast(AUTO_SUBMIT_MESSAGE);
    // Waits for an answer on its way, then submits what the server holds.
    const tryFinish = () => (busy.current ? setTimeout(tryFinish, 200) : void step(finish));
    tryFinish();
  }, [busy, finish, step]);
  const seconds = useDeadlineCountdown(sync, { onExpire });

  // Spec §9's warnings at 5:00 and 1:00 left (and once after a reload past a mark).
  const lastSeconds = useRef<number | null>(null);
  useEffect(() => {
    if (seconds === null) return;
    const warning = countdownWarning(lastSeconds.current, seconds);
    lastSeconds.current = seconds;
    if (warning) showToast(warning);
  }, [seconds]);

  // The props the server lets the user use on this question.
  const index = running?.index;
  useEffect(() => {
    if (index === undefined || !running?.question) return undefined;
    let current = true;
    const settle = (list: QuizProp[]) => {
      if (!current) return;
      setProps(list);
      setPropsLoaded(true);
    };
    fetchQuestionProps(examId, index).then(settle, () => settle([]));
    return () => {
      current = false;
    };
    // A new question (or the same one after a prop) asks again.
  }, [examId, index, running?.question]);

  // Every question answered but not submitted (closed before the last step): submit now.
  const allAnswered = running !== null && running.question === null;
  useEffect(() => {
    if (allAnswered) void step(finish);
  }, [allAnswered, finish, step]);

  const answer = (given: string) =>
    void step(async () => {
      if (!running || closing) return;
      const r = await answerQuestion(running.attemptId, running.index, given);
      if (r.finished || !r.next) {
        await finish();
        return;
      }
      setRunning({ ...running, index: r.index + 1, question: r.next });
    });

  const applyProp = (propType: number) =>
    void step(async () => {
      if (!running?.question || closing) return;
      const r = await applyExamProp(running.attemptId, running.index, propType as 1 | 2 | 3);
      // The deadline moved on the server's clock (延时卡): the same pairing with the page's clock holds.
      setSync((s) => (s && s.deadlineAt !== r.deadlineAt ? { ...s, deadlineAt: r.deadlineAt } : s));
      if (r.skipped) {
        if (!r.next) return finish();
        setRunning({ ...running, index: running.index + 1, question: r.next });
      } else if (r.removedOptions.length > 0) {
        const q = running.question;
        setRunning({ ...running, question: { ...q, options: q.options.filter((o) => !r.removedOptions.includes(o.key)) } });
      } else {
        setProps((list) => list.map((p) => (p.propType === propType ? { ...p, count: r.countLeft } : p)));
      }
      return undefined;
    });

  const reload = useMemo(() => () => setLoadCount((n) => n + 1), []);
  return { running, error, reload, seconds, pending, closing, props, propsLoaded, answer, applyProp, submit: () => void step(finish) };
}
