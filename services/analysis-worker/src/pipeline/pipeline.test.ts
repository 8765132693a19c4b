import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { pipeline, type StepContext } from './pipeline.ts';
import { monotonicProgress, within } from './progress.ts';

const ctx = (): StepContext => ({ analysisId: 'a', logger: pino({ level: 'silent' }), report: async () => {}, defer: () => {} });

describe('pipeline', () => {
  it('runs its steps in order, each reading what the earlier ones produced', async () => {
    const order: string[] = [];
    const run = pipeline<{ text: string }>()
      .step({ name: 'split', run: async ({ text }) => (order.push('split'), { words: text.split(' ') }) })
      .step({ name: 'count', run: async ({ words }) => (order.push('count'), { count: words.length }) });
    expect(run.steps).toEqual(['split', 'count']);
    const state = await run.run({ text: 'a b c' }, ctx());
    expect(order).toEqual(['split', 'count']);
    expect(state).toMatchObject({ text: 'a b c', words: ['a', 'b', 'c'], count: 3 });
    expect(Object.keys(state.timings)).toEqual(['split', 'count']);
  });

  it('stops at the first failing step', async () => {
    const ran: string[] = [];
    const run = pipeline<object>()
      .step({ name: 'boom', run: async () => { throw new Error('boom'); } })
      .step({ name: 'never', run: async () => (ran.push('never'), {}) });
    await expect(run.run({}, ctx())).rejects.toThrow('boom');
    expect(ran).toEqual([]);
  });
});

describe('progress', () => {
  it('places page n of m inside a stage span', () => {
    expect(within(20, 60, 0, 4)).toBe(20);
    expect(within(20, 60, 2, 4)).toBe(40);
    expect(within(20, 60, 4, 4)).toBe(60);
  });

  it('writes only on a change and never goes backwards', async () => {
    const writes: Array<[string, number]> = [];
    const report = monotonicProgress(async (stage, value) => void writes.push([stage, value]));
    await report('extracting', 2);
    await report('extracting', 2.4);
    await report('extracting', 10);
    await report('ocr', 5);
    await report('ocr', 30);
    expect(writes).toEqual([
      ['extracting', 2],
      ['extracting', 10],
      ['ocr', 10],
      ['ocr', 30],
    ]);
  });
});
