/**
 * The quiz engine shared by every quiz screen (the questionnaire's challenge, the exams): deadlines,
 * option marks, the question card bound to them. The prop bar is presentational: `@/components/quiz`.
 */
export { CountdownRing } from './countdown-ring';
export { QuestionCard } from './question-card';
export { useDeadlineCountdown, syncDeadline } from './use-deadline-countdown';
export {
  formatSecondsLeft,
  fractionLeft,
  msLeft,
  secondsLeft,
  type DeadlineSync,
} from './deadline';
export { answerOf, optionMark } from './option-marks';
export { MULTIPLE_CHOICE, type QuizProp, type QuizQuestion, type QuizVerdict } from './quiz-types';
export { useSingleFlight, type SingleFlight } from './use-single-flight';
