import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GatewayDeps } from '../../deps.ts';
import type { CompletedCache } from './completed-cache.ts';
import { cancelReminders, validUnsubscribeToken } from './reminders.ts';
import { createAnalysesRepository as repo } from './repository.ts';

// The unsubscribe link in every reminder mail: no sign-in, a token signed for that analysis. GET only
// shows a page with a button (mail scanners open links, and must not unsubscribe anyone); the button's
// POST turns the reminders off and takes back the mails not sent yet.

const query = z.object({ analysis: z.uuid(), token: z.string().min(10).max(100) });

// Titles and bodies are constants; the only request values written into a page are the checked link's.
const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - Doco</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1 style="font-size:1.4rem">${title}</h1>${body}
<p><a href="/dashboard">Go to your dashboard</a></p></body></html>`;

export async function unsubscribeRoutes(app: FastifyInstance, opts: { deps: GatewayDeps; secret: string; completed: CompletedCache }) {
  const { deps, secret, completed } = opts;
  // The confirmation form posts no fields: its body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  const check = async (raw: unknown) => {
    const parsed = query.safeParse(raw);
    if (!parsed.success || !validUnsubscribeToken(secret, parsed.data.analysis, parsed.data.token)) return null;
    return (await repo(deps.db).ownerOf(parsed.data.analysis)) ?? null;
  };
  const invalid = page('This link does not work', '<p>The link is incomplete, or the document it was for has been deleted (and its reminders with it).</p>');

  app.get('/api/reminders/unsubscribe', async (request, reply) => {
    const found = await check(request.query);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!found) return reply.code(404).send(invalid);
    if (!found.remindersEnabled) return page('Reminders are off', '<p>You get no reminder mails for this document.</p>');
    const { analysis, token } = request.query as { analysis: string; token: string };
    const action = `/api/reminders/unsubscribe?analysis=${encodeURIComponent(analysis)}&amp;token=${encodeURIComponent(token)}`;
    return page(
      'Stop key date reminders?',
      `<p>You will get no more reminder mails for this document. You can turn them on again from its Key dates.</p>
<form method="post" action="${action}"><button type="submit" style="padding:.6rem 1rem">Stop reminders</button></form>`,
    );
  });

  app.post('/api/reminders/unsubscribe', async (request, reply) => {
    const found = await check(request.query);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!found) return reply.code(404).send(invalid);
    await repo(deps.db).setRemindersEnabled(found.id, false);
    await cancelReminders(deps.producer, [found.id]);
    completed.drop(found.id);
    request.log.info({ analysisId: found.id }, 'key date reminders stopped from the mail link');
    return page('Reminders stopped', '<p>You will get no more reminder mails for this document.</p>');
  });
}
