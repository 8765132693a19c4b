import { useCallback, useRef } from 'react';

/** The bot-detection fields of the register and contact forms (contracts botCheckFields). */
export type FormTiming = {
  formStartTime: number;
  formSubmitTime: number;
  timeSpentOnForm: number;
};

/**
 * Remembers when the form was opened (epoch ms). stamp() gives the timing fields at submit;
 * restart() after a reset so the next submission is timed from then.
 */
export function useFormTiming(now: () => number = Date.now) {
  const startRef = useRef<number | null>(null);
  if (startRef.current === null) startRef.current = now();

  const stamp = useCallback((): FormTiming => {
    const formStartTime = startRef.current ?? now();
    const formSubmitTime = now();
    return { formStartTime, formSubmitTime, timeSpentOnForm: formSubmitTime - formStartTime };
  }, [now]);

  const restart = useCallback(() => {
    startRef.current = now();
  }, [now]);

  return { stamp, restart };
}
