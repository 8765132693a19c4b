export const PRODUCT = 'Doco';
export const DISCLAIMER =
  'Doco provides general information only. It is not legal or financial advice and does not replace a qualified conveyancer or solicitor.';

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Wraps a message body (paragraphs and an optional button) in the product's HTML and text frames. */
export function layout(input: { subject: string; paragraphs: string[]; action?: { label: string; url: string } }): Rendered {
  const { subject, paragraphs, action } = input;
  const htmlParagraphs = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1f2937;background:#f8fafc;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 24px">${PRODUCT}</h1>
${htmlParagraphs}${button}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:32px 0 16px">
<p style="font-size:12px;color:#6b7280;margin:0">${escapeHtml(DISCLAIMER)}</p>
</div></body></html>`;
  const text = [
    PRODUCT,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '--',
    DISCLAIMER,
    '',
  ].join('\n');
  return { subject, text, html };
}
