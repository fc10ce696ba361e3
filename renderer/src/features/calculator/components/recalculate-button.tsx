import { Link } from 'react-router';
import type { ReactNode } from 'react';

/** 重新计算: back to the calculator with this result's mode selected (the form recalls its inputs); `children` adds more actions. */
export function RecalculateButton({ mode, children }: { mode: string; children?: ReactNode }) {
  return (
    <div className="calc-actions">
      <Link className="calc-btn" to={`/calculator?mode=${mode}`}>
        重新计算
      </Link>
      {children}
    </div>
  );
}
