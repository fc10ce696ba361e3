import { describeError } from './error-message';
import { StateBlock } from './state-block';

/** A failed load with its Chinese explanation (spec §8) and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { title, description } = describeError(error);
  return (
    <StateBlock kind={title === '资源不存在' ? 'empty' : 'error'} title={title} description={description}>
      {onRetry ? (
        <button type="button" className="state-block__retry" onClick={onRetry}>
          重试
        </button>
      ) : null}
    </StateBlock>
  );
}
