import { describeError } from './error-message';
import { classifyFailure, FAILURE_KINDS } from './failure-kind';
import { GoBackButton, GoLoginButton } from './go-back-button';
import { StateBlock } from './state-block';

export type ErrorStateProps = {
  error: unknown;
  /** Loads again; offered only when retrying can help (network, timeout, 5xx). */
  onRetry?: () => void;
  /** What this page's user can do instead when refused (403), e.g. 只有回答的作者可以编辑…. */
  forbiddenHint?: string;
};

/**
 * A failed load in words for users (docs/product.md「错误与提示」), with the one action that can
 * help: 重试 after a network or server failure, 登录 when the login expired, 返回 after a refusal
 * or a broken answer.
 */
export function ErrorState({ error, onRetry, forbiddenHint }: ErrorStateProps) {
  const kind = classifyFailure(error);
  const shown = describeError(error);
  const description =
    kind === FAILURE_KINDS.FORBIDDEN && forbiddenHint ? forbiddenHint : shown.description;
  return (
    <StateBlock
      kind={kind === FAILURE_KINDS.MISSING ? 'empty' : 'error'}
      title={shown.title}
      description={description}
    >
      {kind === FAILURE_KINDS.RETRYABLE && onRetry ? (
        <button type="button" className="state-block__retry" onClick={onRetry}>
          重试
        </button>
      ) : null}
      {kind === FAILURE_KINDS.LOGIN ? <GoLoginButton /> : null}
      {kind === FAILURE_KINDS.FORBIDDEN ||
      kind === FAILURE_KINDS.FAILED ||
      kind === FAILURE_KINDS.MISSING ? (
        <GoBackButton />
      ) : null}
    </StateBlock>
  );
}
