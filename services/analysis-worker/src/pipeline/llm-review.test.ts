// The LLM step in the real pipeline: openai SDK against a local chat-completions server, results
// written to Postgres. The step adds verified items marked 'llm'; a bad reply leaves the rule result.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { textPdf } from '../../test/fixtures/build.ts';
import { HIDDEN_LINES, hiddenTextPdf } from '../../test/fixtures/hidden-text-pdf.ts';
import { SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../../test/fixtures/documents.ts';
import { createHarness, jobContext, seedDocument, type Harness } from '../../test/harness.ts';
import { sandboxedEngine } from '../engine/sandboxed-engine.ts';
import type { AnalyseFn, EngineOptions } from '../engine/types.ts';
import { analyseDocumentHandler } from './handler.ts';

let h: Harness;
let server: Server;
let baseURL = '';
let content = '';
/** The user messages the local server received. */
const received: string[] = [];

beforeAll(async () => {
  h = await createHarness();
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push((JSON.parse(body) as { messages: { content: string }[] }).messages[1]?.content ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1_770_000_000,
          model: 'local',
          choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((r) => server?.close(() => r()));
  await h?.close();
});

beforeEach(() => {
  received.length = 0;
});

const llm = () => ({ baseURL, apiKey: 'local', model: 'local', timeoutMs: 2_000, maxRetries: 0, invalidReplyRetries: 0 });
const run = async (analyse?: AnalyseFn, file?: Buffer) => {
  const seeded = await seedDocument(h, file ?? (await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2])), 'Section 32 - Quokka Lane.pdf');
  const { ctx, trail } = jobContext(h, seeded.analysisId);
  const outcome = await analyseDocumentHandler({ db: h.db, storage: h.storage, logger: h.logger, credits: h.credits, llm: llm(), ...(analyse ? { analyse } : {}) })(
    { analysisId: seeded.analysisId },
    ctx,
  );
  const concerns = await h.db.selectFrom('concerns').selectAll().where('analysisId', '=', seeded.analysisId).orderBy('position').execute();
  return { outcome, trail, concerns, analysisId: seeded.analysisId };
};

describe('analyse-document with the LLM pass configured', () => {
  it('shows the reviewing stage and stores a verified LLM concern marked as such; an invented one is dropped', async () => {
    content = JSON.stringify({
      concerns: [
        { category: 'operational', title: 'Zone to check', description: 'The zone sets what you can build.', severity: 'low', quote: 'Zone: General Residential Zone - Schedule 1 (GRZ1)', page: 2, flag: 'zoning', recommendation: 'Read the zone schedule.', confidence: 70 },
        { category: 'legal', title: 'Freeway acquisition', description: 'Part of the land is to be acquired for a freeway.', severity: 'critical', quote: 'The land will be acquired for the western freeway.', page: 2, flag: 'compulsory_acquisition', recommendation: 'Ask the vendor.', confidence: 90 },
      ],
      conditionReadings: [],
    });
    const { outcome, trail, concerns } = await run();
    expect(outcome).toMatchObject({ outcome: 'completed' });
    expect([...new Set(trail.map((p) => p.stage))]).toEqual(['extracting', 'analysing', 'reviewing', 'writing', 'report']);
    const fromLlm = concerns.filter((c) => c.source === 'llm');
    expect(fromLlm.map((c) => c.title)).toEqual(['Zone to check']);
    expect(fromLlm[0]?.location).toMatch(/Page 2/);
    expect(concerns.some((c) => /acqui/i.test(c.title))).toBe(false);
    expect(concerns.filter((c) => c.source === 'rules').length).toBeGreaterThan(0);
  });

  it('completes with the rule result when the server replies with garbage', async () => {
    content = 'I cannot help with that {';
    const { outcome, concerns } = await run();
    expect(outcome).toMatchObject({ outcome: 'completed' });
    expect(concerns.length).toBeGreaterThan(0);
    expect(concerns.every((c) => c.source === 'rules')).toBe(true);
  });

  it('runs the engine once, in the sandbox child, and reviews what that child handed back', async () => {
    content = JSON.stringify({ concerns: [], conditionReadings: [] });
    const calls: (EngineOptions | undefined)[] = [];
    const child = sandboxedEngine();
    // The real engine in its real child; the run it hands back carries one more rule finding, which
    // only a review of the child's run (not a second run of the engine) can know about.
    const engine: AnalyseFn = async (input, options) => {
      calls.push(options);
      const run = await child(input, options);
      run.llmBasis?.findings.push({ title: 'Finding made in the sandbox child', flag: null, quote: 'Planning scheme: Ballarat Planning Scheme', page: 2 });
      return run;
    };
    const { outcome } = await run(engine);
    expect(outcome).toMatchObject({ outcome: 'completed' });
    // Once, asking for the LLM step's basis, in the child that read the document.
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ llmBasis: true, child: expect.objectContaining({ pid: expect.any(Number) }) });
    expect(received).toHaveLength(1);
    const sent = JSON.parse(received[0] ?? '') as { findingsAlreadyMade: string[] };
    expect(sent.findingsAlreadyMade).toContain('Finding made in the sandbox child (page 2)');
  });

  it('never shows the model the text a PDF hides, and the stored result says it was there', async () => {
    content = JSON.stringify({ concerns: [], conditionReadings: [] });
    const { outcome, analysisId } = await run(undefined, await hiddenTextPdf(SECTION32_PAGE_1.split('\n'), SECTION32_PAGE_2));
    expect(outcome).toMatchObject({ outcome: 'completed' });
    const sent = JSON.parse(received[0] ?? '') as { documentPages: { page: number; text: string }[] };
    expect(sent.documentPages.map((p) => p.text).join('\n')).toContain('Jordan Alexis Pemberton');
    for (const hidden of Object.values(HIDDEN_LINES)) expect(received.join('\n')).not.toContain(hidden.slice(0, 30));
    const stored = await h.db.selectFrom('analysisResultsV').select('hiddenText').where('analysisId', '=', analysisId).executeTakeFirstOrThrow();
    expect(stored.hiddenText).toMatchObject({ pages: [1] });
  });
});
