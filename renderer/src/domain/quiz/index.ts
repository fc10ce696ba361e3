/**
 * The quiz engine shared by every quiz screen (the questionnaire's challenge, the exams): deadlines,
 * option marks, the question card bound to them. The prop bar is presentational: `@/components/quiz`.
 */
export { CountdownRing } from './countdown-ring';
export { QuestionCard } from './question-card';
export { useDeadlineCountdown, syncDeadline } from './use-deadline-countdown';
export { type DeadlineSync } from './deadline';
export { type QuizProp } from './quiz-types';
export { useSingleFlight } from './use-single-flight';
