export { EmptyState } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { LoadFailure, MISSING_RESOURCE_PATH } from './load-failure';
export { describeError, FORBIDDEN_HINT, type ErrorDisplay } from './error-message';
export { canRetry, classifyFailure, FAILURE_KINDS, type FailureKind } from './failure-kind';
