/** The quiz's presentational parts: the quiz engine (`@/domain/quiz`) decides what they show. */
export { PropBar, PropBarPlaceholder } from './prop-bar';
