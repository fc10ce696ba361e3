import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router';

/** Shown when a result URL's `:form` cannot be read (truncated link, older version). */
export function InvalidForm() {
  const navigate = useNavigate();
  return (
    <ErrorBlock status="default" title="计算参数无效" description="链接可能不完整或已过期，请重新计算">
      <Button color="primary" onClick={() => navigate('/calculator', { replace: true })}>
        重新计算
      </Button>
    </ErrorBlock>
  );
}
