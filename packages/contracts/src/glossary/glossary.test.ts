import { describe, expect, it } from 'vitest';
import { findGlossaryTerms, glossarySegments } from './match.ts';
import { looseText, searchGlossary, textMatchesSearch } from './search.ts';
import { GLOSSARY } from './terms.ts';

const found = (text: string) => findGlossaryTerms(text).map((m) => [m.entry.id, m.text]);

describe('the glossary table', () => {
  it('has each term the report uses, once, each explained in one line', () => {
    const ids = GLOSSARY.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'civ', 'nav', 'site-value', 'section-32', 's66w', 'section-173', 'gaic', 'caveat', 'easement', 'covenant',
      'owners-corporation', 'sunset-clause', 'cooling-off', 'settlement', 'transfer-duty', 'overlay', 'zone',
      'mortgage-discharge', 'special-levy', 's10-7', 'form-1', 'form-2', 'vendors-statement',
    ]) {
      expect(ids).toContain(id);
    }
    for (const entry of GLOSSARY) {
      expect(entry.short).not.toMatch(/\n/);
      expect(entry.short.length).toBeLessThan(240);
      expect(entry.short).toMatch(/\.$/);
    }
  });
});

describe('findGlossaryTerms', () => {
  it('finds a phrase in any case, and its plural', () => {
    expect(found('EASEMENT E-1 and two more Easements on the plan')).toEqual([
      ['easement', 'EASEMENT'],
      ['easement', 'Easements'],
    ]);
    expect(found('Special levies were struck; a special levy is proposed')).toEqual([
      ['special-levy', 'Special levies'],
      ['special-levy', 'special levy'],
    ]);
  });

  it('takes a space or a hyphen, and an apostrophe or none, as the same wording', () => {
    expect(found('The cooling off period ends; cooling-off costs 0.2%; the Cooling‑off ends')).toEqual([
      ['cooling-off', 'cooling off period'],
      ['cooling-off', 'cooling-off'],
      ['cooling-off', 'Cooling‑off'],
    ]);
    expect(found("the owners corporation, the Owners' Corporation and the owners’ corporation")).toHaveLength(3);
    expect(found("Vendor's Statement, vendors statement, vendor’s statement").map(([id]) => id)).toEqual([
      'vendors-statement',
      'vendors-statement',
      'vendors-statement',
    ]);
  });

  it('reads section numbers however they are written, but not a longer number or sub-section', () => {
    expect(found('s32, s 32, s.32, Section 32 and S32').map(([id]) => id)).toEqual(Array(5).fill('section-32'));
    expect(found('a s173 agreement and a Section 173 Agreement')).toEqual([
      ['section-173', 's173 agreement'],
      ['section-173', 'Section 173 Agreement'],
    ]);
    expect(found('the s10.7 certificate; a section 10.7 planning certificate')).toEqual([
      ['s10-7', 's10.7 certificate'],
      ['s10-7', 'section 10.7 planning certificate'],
    ]);
    expect(found('section 66W certificate given')).toEqual([['s66w', 'section 66W certificate']]);
    expect(found('see s320, s32A and section 3')).toEqual([]);
    expect(found('Form 1 and Form 2, not Form 10')).toEqual([
      ['form-1', 'Form 1'],
      ['form-2', 'Form 2'],
    ]);
  });

  it('never matches inside another word', () => {
    expect(found('the ozone layer, a zoned lot, a covenantor, unsettlemently')).toEqual([]);
    expect(found('re-zoning of the land')).toEqual([['zone', 'zoning']]);
  });

  it('does not take the saying "caveat emptor" for a caveat on the title', () => {
    expect(found('Caveat emptor applies; caveats emptor too')).toEqual([]);
    expect(found('A caveat lodged by the bank. Caveat emptor.')).toEqual([['caveat', 'caveat']]);
    expect(found('Caveats: none')).toEqual([['caveat', 'Caveats']]);
  });

  it('matches an abbreviation only in capitals', () => {
    expect(found('CIV $850,000, SV $400,000, NAV $42,500; GAIC paid; OC fees')).toEqual([
      ['civ', 'CIV'],
      ['site-value', 'SV'],
      ['nav', 'NAV'],
      ['gaic', 'GAIC'],
      ['owners-corporation', 'OC'],
    ]);
    expect(found('civic centre, navigate, sv, a gaic, NAVY')).toEqual([]);
  });

  it('prefers the longest wording at one place', () => {
    expect(found('a restrictive covenant and the Section 32 statement')).toEqual([
      ['covenant', 'restrictive covenant'],
      ['section-32', 'Section 32 statement'],
    ]);
    expect(found('Stamp duty (land transfer duty)')).toEqual([
      ['transfer-duty', 'Stamp duty'],
      ['transfer-duty', 'land transfer duty'],
    ]);
  });
});

describe('glossarySegments', () => {
  it('cuts a text into words and terms, each term only the first time it appears', () => {
    const segments = glossarySegments('Settlement date: settlement is in 60 days; easement noted.');
    expect(segments.map((s) => (typeof s === 'string' ? s : `[${s.text}]`)).join('')).toBe(
      '[Settlement] date: settlement is in 60 days; [easement] noted.',
    );
  });

  it('remembers the terms explained across texts that share a set', () => {
    const seen = new Set<string>();
    glossarySegments('An easement.', seen);
    expect(glossarySegments('Another easement and a caveat.', seen).filter((s) => typeof s !== 'string')).toHaveLength(1);
  });

  it('gives a text with no terms back whole', () => {
    expect(glossarySegments('Nothing to explain here.')).toEqual(['Nothing to explain here.']);
    expect(glossarySegments('')).toEqual([]);
  });
});

describe('searchGlossary', () => {
  const ids = (query: string) => searchGlossary(query).map((e) => e.id);

  it('finds the cooling-off period without the hyphen', () => {
    expect(ids('cooling off')[0]).toBe('cooling-off');
    expect(ids('Cooling Off Period')[0]).toBe('cooling-off');
  });

  it('finds transfer duty by stamp duty', () => {
    expect(ids('stamp duty')[0]).toBe('transfer-duty');
    expect(ids('what is stamp duty?')[0]).toBe('transfer-duty');
  });

  it('finds Section 32 by s32, however it is written', () => {
    for (const query of ['s32', 'S 32', 's.32', 'section 32']) expect(ids(query)[0]).toBe('section-32');
  });

  it('finds an abbreviation typed in lower case, and a word being typed', () => {
    expect(ids('civ')[0]).toBe('civ');
    expect(ids('strat')[0]).toBe('owners-corporation');
  });

  it('puts terms named before those that only mention the words in their explanation', () => {
    const result = ids('easement');
    expect(result[0]).toBe('easement');
    expect(result.length).toBeGreaterThan(0);
    expect(ids('zzzz')).toEqual([]);
    expect(ids('  ')).toHaveLength(GLOSSARY.length);
  });
});

describe('textMatchesSearch', () => {
  it('matches loosely: case, hyphens and apostrophes aside', () => {
    expect(textMatchesSearch('Your cooling-off rights', 'COOLING OFF')).toBe(true);
    expect(textMatchesSearch("The vendor's statement", 'vendors statement')).toBe(true);
    expect(textMatchesSearch('Nothing here', 'settlement')).toBe(false);
  });

  it('finds a text by another wording of the term the query is', () => {
    expect(textMatchesSearch('We estimate the transfer duty you will pay.', 'stamp duty')).toBe(true);
    expect(textMatchesSearch('Upload a Section 32 vendor statement.', 's32')).toBe(true);
    // A query that is more than a term must match as written.
    expect(textMatchesSearch('We estimate the transfer duty you will pay.', 'stamp duty refund')).toBe(false);
  });

  it('normalises text the same way on both sides', () => {
    expect(looseText("  Owners’ Corporation -- S.32 ")).toBe('owners corporation s32');
  });
});
