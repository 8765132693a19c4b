/** A token in a link's query (`?token=…`, `&token=…`): what makes a reset or verification link live. */
const TOKEN_PARAM = /([?&](?:token|code|key)=)[^&#\s"]+/gi;

/**
 * Job data as the queue board shows it: every string with a token in its query has the token
 * replaced. Jobs no longer carry token links (the mailer's are kept beside the job), but jobs
 * queued before that, and any future mistake, stay unreadable on screen.
 */
export function redactJobData(data: unknown): unknown {
  if (typeof data === 'string') return data.replace(TOKEN_PARAM, '$1[redacted]');
  if (Array.isArray(data)) return data.map(redactJobData);
  if (data && typeof data === 'object') return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, redactJobData(value)]));
  return data;
}
