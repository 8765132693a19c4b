import { describe, expect, it } from 'vitest';
import { looksLikeNames, sameNames, sameOverlays, samePlan } from './same-value.ts';

describe('values two files state, compared as what they mean', () => {
  it('names: case, punctuation, "Pty. Limited", order, a middle name and initials', () => {
    expect(sameNames(['MARIGOLD GROVE PTY. LIMITED'], ['Marigold Grove Pty Ltd'])).toBe(true);
    expect(sameNames(['Marigold Grove Proprietary Limited'], ['MARIGOLD GROVE PTY LTD'])).toBe(true);
    expect(sameNames(['Anna Lee', 'Tom Lee'], ['TOM LEE', 'ANNA LEE'])).toBe(true);
    expect(sameNames(['Bronwyn Elise Castellano'], ['Bronwyn Castellano'])).toBe(true);
    expect(sameNames(['Bronwyn Elise Castellano'], ['BE Castellano'])).toBe(true);
    expect(sameNames(['Marigold Grove Pty Ltd'], ['Thistledown Holdings Pty Ltd'])).toBe(false);
    expect(sameNames(['Marigold Grove Pty Ltd'], ['Marigold Grove'])).toBe(false);
    expect(sameNames(['Anna Lee'], ['Anna Leung'])).toBe(false);
    expect(sameNames(['Bronwyn Castellano'], ['Beatrice Castellano'])).toBe(false);
  });

  it('a form label read in place of a name is no name', () => {
    expect(looksLikeNames(['Address for Service'])).toBe(false);
    expect(looksLikeNames(['Fiona Margaret Ashdown'])).toBe(true);
  });

  it('plans: spaces, type letters, check letter and leading zeros do not make another plan; another number does', () => {
    expect(samePlan('PS 512345A', 'PS512345A')).toBe(true);
    expect(samePlan('PS512345A', 'Plan of Subdivision 512345A')).toBe(true);
    expect(samePlan('PS419736K', 'PS419736')).toBe(true);
    expect(samePlan('SP021873D', 'SP21873D')).toBe(true);
    expect(samePlan('PS512345A', 'PS512346B')).toBe(false);
  });

  it('overlays differ only where both files give a family its schedule and the schedules differ', () => {
    expect(sameOverlays(['HO26'], ['HO26', 'LSIO'])).toBe(true);
    expect(sameOverlays(['HO'], ['HO158', 'VPO5'])).toBe(true);
    expect(sameOverlays(['HO26'], ['HO158'])).toBe(false);
  });
});
