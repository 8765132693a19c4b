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

  it('needs a required word in the sentence, and takes the texts of the first variant that applies', () => {
    const gaicRule: TableRule = {
      ...rule,
      id: 'test:levy',
      flag: 'gaic',
      severity: 'high',
      states: undefined,
      parts: undefined,
      patterns: [/\bgrowth\s+levy\b/i],
      requires: [/\bpayable\b/i],
      variants: [{ when: /\bhas been paid\b/i, flag: null, severity: 'low', title: 'Levy paid' }],
      title: 'Levy payable',
    };
    expect(applyRule(ctxOf([`${address}\nA growth levy is recorded on the title.`]), gaicRule)).toBeNull();
    expect(applyRule(ctxOf([`${address}\nA growth levy is payable on this sale.`]), gaicRule)).toMatchObject({ title: 'Levy payable', severity: 'high', flag: 'gaic' });
    const paid = applyRule(ctxOf([`${address}\nA growth levy was payable and has been paid by the vendor.`]), gaicRule);
    expect(paid).toMatchObject({ title: 'Levy paid', severity: 'low' });
    expect(paid).not.toHaveProperty('flag');
  });

  it('a document-wide variant looks anywhere; a contract-only row reads nothing in a vendor statement alone', () => {
    const lease: TableRule = {
      ...rule,
      id: 'test:lease',
      states: undefined,
      parts: undefined,
      contractOnly: true,
      patterns: [/\bsubject\s+to\s+the\s+lease\b/i],
      variants: [{ when: /\bvacant\s+possession\b/i, in: 'document', title: 'Tenanted; vacant possession promised' }],
      title: 'Sold subject to a lease',
    };
    const contract = (extra: string) => ({ ...ctxOf([`CONTRACT OF SALE\n${address}\nThe property is sold subject to the lease.${extra}`]), isContract: true });
    expect(applyRule(contract(''), lease)).toMatchObject({ title: 'Sold subject to a lease' });
    expect(applyRule(contract('\n\nPossession: vacant possession on settlement.'), lease)).toMatchObject({ title: 'Tenanted; vacant possession promised' });
    expect(applyRule({ ...contract(''), isContract: false }, lease)).toBeNull();
  });
});
