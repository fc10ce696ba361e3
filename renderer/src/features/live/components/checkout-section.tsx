import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/button';
import './live-common.css';
import './checkout-section.css';

type Props = { title: string; busy: boolean; onClose: () => void; children: ReactNode };

/** A course's 确认订单 panel under the stage: brought into view when it opens, 取消 closes it. */
export function CheckoutSection({ title, busy, onClose, children }: Props) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // It opens under the stage: bring it into view (the tap was on the video's overlay).
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  return (
    <section ref={ref} className="live-checkout" aria-label="确认订单">
      <div className="live-checkout__head">
        <h2 className="live-section__title">确认订单</h2>
        <Button fill="none" size="small" disabled={busy} onClick={onClose}>
          取消
        </Button>
      </div>
      <p className="live-muted">{title}</p>
      {children}
    </section>
  );
}
