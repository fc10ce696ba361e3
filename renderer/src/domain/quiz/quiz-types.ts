/** What the quiz parts need of a question (the exam engine's question shape fits it). */
export type QuizQuestion = {
  id: number;
  /** 1 single choice, 2 multiple choice, 3 true/false. */
  type: number;
  typeName: string;
  stem: string;
  options: { key: string; text: string }[];
};

/** The server's verdict on an answer (an empty answer: the time ran out). */
export type QuizVerdict = {
  answer: string;
  rightAnswer: string;
  correct: boolean;
  timedOut: boolean;
};

export type { QuizProp } from '@/components/quiz/prop-bar';

export const MULTIPLE_CHOICE = 2;
