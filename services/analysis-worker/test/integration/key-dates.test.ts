// Key dates, questions for the vendor's solicitor and the calendar file (issue 17), through the whole
// path: each of the project's documents uploaded, read by a real worker process, then served by the
// gateway.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from './documents.ts';
import { startStack, type Stack } from './stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workerEnv: { OCR_CONCURRENCY: '1' } });
  await stack.startWorkerProcess();
}, 90_000);
afterAll(() => stack?.close(), 60_000);

async function analysed(cookie: string, name: string, content: Buffer) {
  const uploaded = (await stack.upload(cookie, name, content)).json();
  expect((await stack.start(cookie, uploaded.analysis.id)).statusCode).toBe(202);
  const body = await stack.waitForAnalysis(cookie, uploaded.analysis.id, { timeoutMs: 100_000 });
  expect(body.analysis.status, name).toBe('completed');
  return body;
}

const put = (cookie: string, id: string, payload: unknown) =>
  stack.app.inject({ method: 'PUT', url: `/api/analyses/${id}/signing-date`, headers: { cookie }, payload: payload as object });

describe('key dates and questions on every project document', () => {
  it('gives each completed analysis its key dates (VIC cooling-off included) and questions tied to its concerns', async () => {
    const { cookie } = await stack.signIn(4);
    const files = {
      'vendor-statement.pdf': await documents.textPdf(),
      'vendor-statement.docx': documents.docx(),
      'contract.txt': documents.txt(),
      'scanned-contract.pdf': await documents.scannedPdf(),
    };
    for (const [name, content] of Object.entries(files)) {
      const body = await analysed(cookie, name, content);
      const kinds = body.keyDates.map((d) => d.kind);
      expect(kinds, name).toContain('contract-date');
      expect(kinds, name).toContain('cooling-off-ends');
      expect(body.keyDates.find((d) => d.kind === 'cooling-off-ends')?.basis, name).toContain('3 clear business days after signing (VIC)');
      expect(body.signingDate).toBeNull();
      expect(body.vendorQuestions.length, `${name} has questions`).toBeGreaterThan(0);
      const concernIds = new Set(body.concerns.map((c) => c.id));
      for (const q of body.vendorQuestions) {
        expect(concernIds.has(q.concernId), q.question).toBe(true);
        expect(q.quote.length).toBeGreaterThan(0);
      }
      // The heritage overlay every fixture carries is one a question could settle.
      expect(body.vendorQuestions.map((q) => q.question).join('\n'), name).toMatch(/permit/i);
    }
  }, 240_000);
});

describe('the signing date and the calendar file', () => {
  it('computes the dates counted from signing once the buyer gives the day, and serves them as an .ics with alarms', async () => {
    const owner = await stack.signIn(1);
    const body = await analysed(owner.cookie, 'contract.txt', documents.txt());
    const id = body.analysis.id;
    const cooling = () => body.keyDates.find((d) => d.kind === 'cooling-off-ends');
    expect(cooling()?.date).toBeNull();
    expect(body.keyDates.find((d) => d.kind === 'settlement')?.date).toBe('2026-06-15');

    // Signed Thursday 2 April 2026: Good Friday and Easter Monday are not business days in VIC.
    const signed = await put(owner.cookie, id, { signingDate: '2026-04-02' });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().signingDate).toBe('2026-04-02');
    const dates = Object.fromEntries((signed.json().keyDates as Array<{ kind: string; date: string | null }>).map((d) => [d.kind, d.date]));
    expect(dates).toMatchObject({ 'contract-date': '2026-04-02', 'deposit-due': '2026-04-02', 'cooling-off-ends': '2026-04-09', settlement: '2026-06-15' });
    // The next read (the completed analysis is cached) shows the same.
    expect((await stack.getAnalysis(owner.cookie, id)).keyDates.find((d) => d.kind === 'cooling-off-ends')?.date).toBe('2026-04-09');

    const ics = await stack.app.inject({ url: `/api/analyses/${id}/calendar.ics`, headers: { cookie: owner.cookie } });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.headers['content-disposition']).toMatch(/attachment; filename=".*key dates\.ics"/);
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThanOrEqual(3);
    for (const vevent of events) {
      const event = new ICAL.Event(vevent);
      expect(event.startDate.isDate, event.summary).toBe(true); // all-day
      expect(event.uid).toMatch(new RegExp(`^${id}-[a-z-]+@doco$`));
      expect(event.description).toContain('How this date was found');
      const alarms = vevent.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger')));
      expect(alarms.sort()).toEqual(['-P2D', 'PT9H']);
    }
    const starts = events.map((e) => new ICAL.Event(e).startDate.toString()).sort();
    expect(starts).toContain('2026-04-09');
    // Stable UIDs: the same file again has the same events.
    const again = await stack.app.inject({ url: `/api/analyses/${id}/calendar.ics`, headers: { cookie: owner.cookie } });
    const uids = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e).uid).sort();
    expect(uids(again.body)).toEqual(uids(ics.body));

    // Forgetting the day leaves them open again.
    const forgotten = await put(owner.cookie, id, { signingDate: null });
    expect(forgotten.json().keyDates.find((d: { kind: string }) => d.kind === 'cooling-off-ends').date).toBeNull();
  }, 180_000);

  it("refuses another user's analysis (404) and a day that is no date (400)", async () => {
    const owner = await stack.signIn(1);
    const other = await stack.signIn(1);
    const body = await analysed(owner.cookie, 'contract.txt', documents.txt());
    const id = body.analysis.id;
    expect((await put(other.cookie, id, { signingDate: '2026-04-02' })).statusCode).toBe(404);
    expect((await stack.app.inject({ url: `/api/analyses/${id}/calendar.ics`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    for (const bad of [{ signingDate: '2026-02-30' }, { signingDate: '2 April 2026' }, { signingDate: '1899-01-01' }, {}]) {
      const res = await put(owner.cookie, id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await stack.getAnalysis(owner.cookie, id)).signingDate).toBeNull();
  }, 180_000);
});

describe('reminder mails', () => {
  // Dates ahead of today, whenever the test runs: signed ten days from now.
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const job = (analysisId: string, kind: string) => stack.producer.queue('email').getJob(`reminder-${analysisId}-${kind}`);

  it('queues one delayed mail per date ahead once turned on, and takes them back from the unsubscribe link', async () => {
    const owner = await stack.signIn(1);
    const body = await analysed(owner.cookie, 'contract.txt', documents.txt());
    const id = body.analysis.id;
    expect((await put(owner.cookie, id, { signingDate: inDays(10) })).statusCode).toBe(200);
    const on = await stack.app.inject({ method: 'PUT', url: `/api/analyses/${id}/reminders`, headers: { cookie: owner.cookie }, payload: { enabled: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().remindersEnabled).toBe(true);

    const cooling = await job(id, 'cooling-off-ends');
    expect(await cooling?.getState()).toBe('delayed');
    expect(cooling?.data).toMatchObject({
      template: 'key-date-reminder',
      to: owner.user.email,
      // The report's own address, and the product's one date style ("13 Mar 2026").
      data: { label: 'Cooling-off ends', link: expect.stringMatching(new RegExp(`/reports/${id}$`)), date: expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/) },
    });
    // Sent two days before the date (9 am AEST), so at least a week from now.
    expect(cooling!.timestamp + cooling!.delay).toBeGreaterThan(Date.now() + 7 * 86_400_000);
    expect(await job(id, 'contract-date')).toBeDefined();
    // Settlement (15 June 2026 in the contract) has passed: no mail for it.
    expect(await job(id, 'settlement')).toBeUndefined();

    // The link in the mail: GET asks, POST stops.
    const link = new URL(cooling!.data.data.unsubscribe as string);
    const page = await stack.app.inject({ url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(await job(id, 'cooling-off-ends')).toBeDefined();
    const forged = await stack.app.inject({ method: 'POST', url: `${link.pathname}?analysis=${id}&token=${'x'.repeat(43)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(forged.statusCode).toBe(404);
    const stopped = await stack.app.inject({ method: 'POST', url: `${link.pathname}${link.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('Reminders stopped');
    expect(await job(id, 'cooling-off-ends')).toBeUndefined();
    expect(await job(id, 'contract-date')).toBeUndefined();
    expect((await stack.getAnalysis(owner.cookie, id)).remindersEnabled).toBe(false);
  }, 180_000);

  it('takes the mails back when the document is deleted', async () => {
    const owner = await stack.signIn(1);
    const body = await analysed(owner.cookie, 'contract.txt', documents.txt());
    const id = body.analysis.id;
    await put(owner.cookie, id, { signingDate: inDays(20) });
    await stack.app.inject({ method: 'PUT', url: `/api/analyses/${id}/reminders`, headers: { cookie: owner.cookie }, payload: { enabled: true } });
    expect(await job(id, 'cooling-off-ends')).toBeDefined();
    // A new signing date moves the mail (same job, new time). Ten days later in the calendar is fewer
    // business days over Christmas and Easter (on 28 November, eight days exactly): later, by days.
    const before = (await job(id, 'cooling-off-ends'))!;
    await put(owner.cookie, id, { signingDate: inDays(30) });
    const after = (await job(id, 'cooling-off-ends'))!;
    expect(after.timestamp + after.delay).toBeGreaterThanOrEqual(before.timestamp + before.delay + 5 * 86_400_000);

    const { documentId } = await stack.db.selectFrom('analyses').select('documentId').where('id', '=', id).executeTakeFirstOrThrow();
    const deleted = await stack.app.inject({ method: 'DELETE', url: `/api/documents/${documentId}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(await job(id, 'cooling-off-ends')).toBeUndefined();
    expect(await job(id, 'contract-date')).toBeUndefined();
  }, 180_000);
});
