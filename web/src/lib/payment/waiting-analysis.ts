// The analysis a pay-as-you-go payment is for, kept across a 3-D Secure redirect: Stripe sends the
// browser to /subscription?payment=success, a fresh page load that has lost the dashboard's state.
// sessionStorage is per tab and dies with it; an hour-old entry is ignored.

export type WaitingAnalysis = { analysisId: string; documentId: string | null; documentName: string | null };

const KEY = 'doco.waitingAnalysis';
const MAX_AGE_MS = 60 * 60 * 1000;

export function rememberWaitingAnalysis(waiting: WaitingAnalysis) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...waiting, at: Date.now() }));
  } catch {
    // Storage refused (private mode, quota): the redirect case then ends on the subscription page.
  }
}

export function forgetWaitingAnalysis() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

/** Reads and removes the waiting analysis, if one was kept in the last hour. */
export function takeWaitingAnalysis(): WaitingAnalysis | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<WaitingAnalysis> & { at?: number };
    if (typeof value.analysisId !== 'string' || typeof value.at !== 'number' || Date.now() - value.at > MAX_AGE_MS) return null;
    return {
      analysisId: value.analysisId,
      documentId: typeof value.documentId === 'string' ? value.documentId : null,
      documentName: typeof value.documentName === 'string' ? value.documentName : null,
    };
  } catch {
    return null;
  }
}
