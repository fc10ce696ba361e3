export { EmptyState } from './empty-state';
export { ErrorState } from './error-state';
export { describeError, type ErrorDisplay } from './error-message';
