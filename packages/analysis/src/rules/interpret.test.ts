// The rule table's interpreter: one row, read in its states and parts, with its polarities and exclusions.
import { describe, expect, it } from 'vitest';
import { extractFacts } from '../extract/facts.ts';
import { buildDoc } from '../text/doc.ts';
import type { RuleContext } from './context.ts';
import { applyRule } from './interpret.ts';
import type { TableRule } from './table.ts';

const ctxOf = (pages: string[]): RuleContext => {
  const doc = buildDoc(pages.map((text, i) => ({ number: i + 1, text })));
  const ex = extractFacts(doc);
  return { doc, ex, facts: ex.facts, isContract: true };
};

const rule: TableRule = {
  id: 'test:solar',
  category: 'financial',
  severity: 'medium',
  states: ['VIC'],
  parts: ['special-conditions', 'vendor-statement'],
  patterns: [/\bsolar\s+(?:panel\s+)?lease\b/i],
  polarities: ['positive'],
  exclusions: [/\bexample\b/i],
  title: 'Solar lease passes to the buyer',
  description: 'The buyer takes over a lease.',
  impact: 'A monthly payment.',
  recommendation: 'Ask for the lease.',
  confidence: 80,
};

describe('applyRule', () => {
  const address = 'Property address: 3 Ash Lane, Bendigo VIC 3550';

  it('raises the finding from the first mention in the parts and states it reads', () => {
    const f = applyRule(ctxOf([`PARTICULARS OF SALE\n${address}`, 'SPECIAL CONDITIONS\n\n1 Solar\nThe purchaser takes over the solar panel lease.']), rule);
    expect(f).toMatchObject({ id: 'test:solar', title: 'Solar lease passes to the buyer', source: 'rules', quote: { page: 2 } });
  });

  it('reads nothing outside its parts or states, nothing negative and nothing excluded', () => {
    expect(applyRule(ctxOf([`PARTICULARS OF SALE\n${address}\nThe purchaser takes over the solar panel lease.`]), rule)).toBeNull();
    expect(applyRule(ctxOf(['SPECIAL CONDITIONS\n\n1 Solar\nThe purchaser takes over the solar panel lease.\nProperty address: 3 Ash Lane, Unley SA 5061']), rule)).toBeNull();
    expect(applyRule(ctxOf([`SPECIAL CONDITIONS\n${address}\n\n1 Solar\nThere is no solar panel lease.`]), rule)).toBeNull();
    expect(applyRule(ctxOf([`SPECIAL CONDITIONS\n${address}\n\n1 Solar\nFor example, a solar panel lease may pass to you.`]), rule)).toBeNull();
    expect(applyRule(ctxOf([`PART 2 - GENERAL CONDITIONS\n${address}\n\nGC9 Solar\nThe purchaser takes over any solar panel lease.`]), { ...rule, parts: undefined })).toBeNull();
  });
});
