import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';

/** 重新计算: back to the calculator with this result's mode selected (the form recalls its inputs). */
export function RecalculateButton({ mode }: { mode: string }) {
  const navigate = useNavigate();
  return (
    <div className="calc-actions">
      <Button onClick={() => navigate(`/calculator?mode=${mode}`)}>重新计算</Button>
    </div>
  );
}
