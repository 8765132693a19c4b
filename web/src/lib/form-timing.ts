import { useCallback, useEffect, useRef } from 'react';

/** The bot-detection fields of the register and contact forms (contracts botCheckFields). */
export type FormTiming = {
  /** The start time signed by the server when the form opened; the server times the form by it. */
  formToken?: string;
  formStartTime: number;
  formSubmitTime: number;
  timeSpentOnForm: number;
};

/** Asks the server to sign the moment the form opened (GET /api/auth/form-token). */
async function fetchFormToken(): Promise<string | undefined> {
  try {
    const res = await fetch('/api/auth/form-token', { credentials: 'include' });
    if (!res.ok) return undefined;
    const body = (await res.json()) as { formToken?: unknown };
    return typeof body.formToken === 'string' ? body.formToken : undefined;
  } catch {
    return undefined; // the submission is then refused as automated, and the next opening retries
  }
}

/**
 * Remembers when the form was opened: the server-signed token (fetched on mount) and the local epoch
 * ms. stamp() gives the fields at submit; restart() after a reset so the next submission is timed
 * from then.
 */
export function useFormTiming(now: () => number = Date.now) {
  const startRef = useRef<number | null>(null);
  const tokenRef = useRef<string | undefined>(undefined);
  if (startRef.current === null) startRef.current = now();

  const refreshToken = useCallback(() => {
    tokenRef.current = undefined;
    void fetchFormToken().then((token) => {
      tokenRef.current = token;
    });
  }, []);

  useEffect(() => {
    refreshToken();
  }, [refreshToken]);

  const stamp = useCallback((): FormTiming => {
    const formStartTime = startRef.current ?? now();
    const formSubmitTime = now();
    return {
      ...(tokenRef.current ? { formToken: tokenRef.current } : {}),
      formStartTime,
      formSubmitTime,
      timeSpentOnForm: formSubmitTime - formStartTime,
    };
  }, [now]);

  const restart = useCallback(() => {
    startRef.current = now();
    refreshToken();
  }, [now, refreshToken]);

  return { stamp, restart };
}
