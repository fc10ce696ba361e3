import { useEffect, useState } from 'react';
import type { TipChoice } from './tip-rules';

/** How long typing must pause before a custom amount is priced (one quote, not one per keystroke). */
const TIP_TYPING_PAUSE_MS = 400;

/** The choice to price: a preset at once, a custom amount once the typing pauses. */
export function useSettledChoice(choice: TipChoice): TipChoice {
  const [settled, setSettled] = useState(choice);
  useEffect(() => {
    if (choice.kind === 'preset') {
      setSettled(choice);
      return;
    }
    const timer = setTimeout(() => setSettled(choice), TIP_TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [choice]);
  return settled;
}
