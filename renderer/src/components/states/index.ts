export { EmptyState } from './empty-state';
export { ErrorState } from './error-state';
export { LoadFailure, MISSING_RESOURCE_PATH } from './load-failure';
export { describeError, type ErrorDisplay } from './error-message';
export { classifyFailure, FAILURE_KINDS } from './failure-kind';
