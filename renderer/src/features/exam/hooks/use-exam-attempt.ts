import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Question } from '@/contracts/api/exam';
import {
  syncDeadline,
  useDeadlineCountdown,
  useSingleFlight,
  type DeadlineSync,
  type QuizProp,
} from '@/domain/quiz';
import { showToast } from '@/lib/toast';
import {
  answerQuestion,
  applyExamProp,
  beginExam,
  fetchExamInfo,
  fetchQuestionProps,
  submitExam,
  trackExam,
} from '../api/exam-api';
import { rememberResult } from '../lib/attempt-memo';
import { examPath } from '@/domain/quiz/exam-id';
import { AUTO_SUBMIT_MESSAGE, countdownWarning } from '../lib/countdown-warnings';
import { attemptClosed, syncFromSecondsLeft } from '../lib/server-deadline';

type Running = { attemptId: number; total: number; index: number; question: Question | null };

export type ExamAttempt = {
  running: Running | null;
  error: unknown;
  reload: () => void;
  /** Seconds left on the whole exam (15:00, docs/product.md「考试与排名」), from the server's deadline. */
  seconds: number | null;
  /** An answer, prop or submission on its way: nothing else is sent meanwhile. */
  pending: boolean;
  /** The time is up or the answers are being submitted: the options are locked. */
  closing: boolean;
  props: QuizProp[];
  /** Whether the props have answered once (the bar's place is kept until then). */
  propsLoaded: boolean;
  /**
   * Whether `props` are the current question's: on a new question (or the same after a prop) the
   * last question's stay shown but must not be offered until the server's answer for this one.
   */
  propsCurrent: boolean;
  answer: (answer: string) => void;
  applyProp: (propType: number) => void;
  submit: () => void;
};

/**
 * One exam attempt as the server holds it. /exam/begin starts it or resumes the open one (a reload
 * finds the same question), and its deadline with the server's clock drives the countdown, so no
 * reload, background or phone clock ever adds time. The page asks the server again on focus, on
 * coming back into view and with every answer, so a deadline moved on the server moves here too. At
 * 0, or when the server says it submitted the attempt at its deadline, the result is shown.
 */
export function useExamAttempt(examId: number): ExamAttempt {
  const navigate = useNavigate();
  const [running, setRunning] = useState<Running | null>(null);
  const [sync, setSync] = useState<DeadlineSync | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [closing, setClosing] = useState(false);
  const [props, setProps] = useState<QuizProp[]>([]);
  // The question the props were answered for (a new one's are asked for when it is shown).
  const [propsFor, setPropsFor] = useState<Question | null>(null);
  // Until the first answer the screen keeps the props bar's place (no shift when it arrives).
  const [propsLoaded, setPropsLoaded] = useState(false);
  const [loadCount, setLoadCount] = useState(0);
  // One step at a time (no double answer, no double submission); the automatic submission reads `busy`.
  const { pending, busy, run: step } = useSingleFlight();
  const submitted = useRef(false);

  /** The result of an attempt the server has submitted (a repeated submission answers it). */
  const showResult = useCallback(
    async (id: number) => {
      rememberResult(await submitExam(id));
      navigate(examPath('/exam/result', examId, { attemptId: id }), { replace: true });
    },
    [examId, navigate],
  );

  useEffect(() => {
    let current = true;
    setError(null);
    beginExam(examId).then(
      (a) => {
        if (!current) return;
        setSync(syncDeadline(a.deadlineAt, a.serverNow));
        setRunning({
          attemptId: a.attemptId,
          total: a.total,
          index: a.answered,
          question: a.question,
        });
        trackExam(examId, a.answered > 0 ? 'answer_resume' : 'answer_begin', 'exam/answer');
      },
      async (e: unknown) => {
        // A reload past the deadline: the server submitted that attempt; its result comes first.
        const expired = attemptClosed(e)
          ? (await fetchExamInfo(examId, null).catch(() => null))?.autoSubmittedAttemptId
          : null;
        if (!current) return;
        if (expired) await showResult(expired).catch(setError);
        else setError(e);
      },
    );
    return () => {
      current = false;
    };
  }, [examId, loadCount, showResult]);

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
  /** Asks the server where the attempt stands: its deadline, or its result if it was submitted. */
  const resync = useCallback(() => {
    if (attemptId === undefined || submitted.current) return;
    fetchExamInfo(examId, null).then(
      (info) => {
        if (submitted.current) return;
        if (info.unfinishedAttemptId === attemptId && info.unfinishedDeadlineAt !== null) {
          const fresh = syncDeadline(info.unfinishedDeadlineAt, info.serverNow);
          setSync((s) => (s && s.deadlineAt === fresh.deadlineAt && s.serverNow !== 0 ? s : fresh));
        } else if (!busy.current) void step(finish);
      },
      // Offline for a moment: the page's own clock goes on meanwhile.
      () => undefined,
    );
  }, [attemptId, busy, examId, finish, step]);
  const seconds = useDeadlineCountdown(sync, { onExpire, onVisible: resync });

  useEffect(() => {
    window.addEventListener('focus', resync);
    return () => window.removeEventListener('focus', resync);
  }, [resync]);

  // The warnings at 5:00 and 1:00 left (and once after a reload past a mark).
  const lastSeconds = useRef<number | null>(null);
  useEffect(() => {
    if (seconds === null) return;
    const warning = countdownWarning(lastSeconds.current, seconds);
    lastSeconds.current = seconds;
    if (warning) showToast(warning);
  }, [seconds]);

  // The props the server lets the user use on this question.
  const index = running?.index;
  const question = running?.question ?? null;
  useEffect(() => {
    if (index === undefined || !question) return undefined;
    let current = true;
    const settle = (list: QuizProp[]) => {
      if (!current) return;
      setProps(list);
      setPropsFor(question);
      setPropsLoaded(true);
    };
    fetchQuestionProps(examId, index).then(settle, () => settle([]));
    return () => {
      current = false;
    };
    // A new question (or the same one after a prop) asks again.
  }, [examId, index, question]);

  // Every question answered but not submitted (closed before the last step): submit now.
  const allAnswered = running !== null && running.question === null;
  useEffect(() => {
    if (allAnswered) void step(finish);
  }, [allAnswered, finish, step]);

  const answer = (given: string) =>
    void step(async () => {
      if (!running || closing) return;
      let r;
      try {
        r = await answerQuestion(running.attemptId, running.index, given);
      } catch (e) {
        // The server submitted the attempt (its deadline passed): its result, not a stuck question.
        if (attemptClosed(e)) return finish();
        throw e;
      }
      setSync((s) => syncFromSecondsLeft(s, seconds, r.remainingSeconds));
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
        setRunning({
          ...running,
          question: { ...q, options: q.options.filter((o) => !r.removedOptions.includes(o.key)) },
        });
      } else {
        setProps((list) =>
          list.map((p) => (p.propType === propType ? { ...p, count: r.countLeft } : p)),
        );
      }
      return undefined;
    });

  const reload = useMemo(() => () => setLoadCount((n) => n + 1), []);
  return {
    running,
    error,
    reload,
    seconds,
    pending,
    closing,
    props,
    propsLoaded,
    propsCurrent: question !== null && propsFor === question,
    answer,
    applyProp,
    submit: () => void step(finish),
  };
}
