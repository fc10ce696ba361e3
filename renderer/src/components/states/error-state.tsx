import { Button, ErrorBlock } from 'antd-mobile';
import { describeError } from './error-message';

/** A failed load with its Chinese explanation (spec §8) and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { title, description } = describeError(error);
  return (
    <ErrorBlock
      status={title === '资源不存在' ? 'empty' : 'default'}
      title={title}
      description={description}
      style={{ padding: '48px 16px' }}
    >
      {onRetry ? (
        <Button color="primary" fill="outline" size="small" onClick={onRetry}>
          重试
        </Button>
      ) : null}
    </ErrorBlock>
  );
}
