import { describe, expect, it } from 'vitest';
import { findMentions } from './classify.ts';
import { buildDoc } from './doc.ts';

const polarity = (text: string, re: RegExp) => findMentions(buildDoc([{ number: 1, text }]), re)[0]?.polarity;

describe('the polarity of a mention', () => {
  it.each([
    ['The land is affected by an agreement under section 173 of the Planning and Environment Act 1987 (AB123456) which provides that the land must not be further subdivided.', /section 173/i],
    ['The land is in a designated bushfire prone area, so no building may be built without meeting the bushfire construction standard.', /bushfire prone area/i],
    ['Caveat AX123456 lodged by Kestrel Lending Pty Ltd claiming an equitable interest as chargee, which the vendor has not yet arranged to be withdrawn.', /caveat/i],
  ])('is positive where the "not" describes the thing itself: %s', (text, re) => {
    expect(polarity(text, re)).toBe('positive');
  });

  it.each([
    ['A section 173 agreement does not affect the land.', /section 173/i],
    ['The land is not in a designated bushfire prone area.', /bushfire prone area/i],
    ['Easement E-2 is shown on the plan, and it does not burden this lot.', /easement/i],
    ['There is no caveat on the title, which the search confirms.', /caveat/i],
  ])('stays negative where the "not" is about the thing: %s', (text, re) => {
    expect(polarity(text, re)).toBe('negative');
  });
});

describe('a line about this land that goes on to other land', () => {
  it('keeps its first sentence about this land, and the rest about the other land', () => {
    const text = 'Overlays affecting the land: Vegetation Protection Overlay - Schedule 2 (VPO2). Other overlays in the vicinity: Land Subject to Inundation Overlay (LSIO).';
    expect(polarity(text, /VPO2/)).toBe('positive');
    expect(polarity(text, /LSIO/)).toBe('negative');
  });
});


describe("a schedule's row", () => {
  it('the Yes or No cell after an item answers the item in its first cell', () => {
    const doc = buildDoc(
      [{ number: 1, text: ['1.5  Caveat                                   NO       Nil', '1.6  Lien or notice of a lien                 YES      Lien held by Example Storage Pty Ltd'].join('\n') }],
    );
    const polarities = findMentions(doc, /\bcaveat\b|\blien\b/i).map((m) => m.polarity);
    expect(polarities.slice(0, 2)).toEqual(['negative', 'positive']);
  });
});

describe('items and their answers, as certificates and schedules set them out', () => {
  it("an item's inline title is answered by the sentence after it", () => {
    expect(polarity('F. Mine subsidence. The land is not within a declared mine subsidence district.', /mine subsidence/i)).toBe('negative');
    expect(polarity('F. Mine subsidence. Council has information about this matter.', /mine subsidence/i)).toBe('unknown');
    expect(polarity('F. Mine subsidence. Yes - the land is within the Swansea North district.', /mine subsidence/i)).toBe('positive');
  });

  it('a place some distance from the land is in its vicinity', () => {
    expect(polarity('Council records show a heritage item about 420 metres from the land.', /heritage item/i)).toBe('negative');
  });

  it("a row's question wrapped down its column is answered by the boxes under it", () => {
    const row = (yes: string, no: string) =>
      ['Flood damage           Has the dwelling on the property been damaged by', '                       flood water in the last 10 years?', `                       ${yes} Yes   ${no} No`].join('\n');
    expect(polarity(row('[ ]', '[X]'), /flood damage/i)).toBe('negative');
    expect(polarity(row('[X]', '[ ]'), /flood damage/i)).toBe('positive');
    expect(polarity(row('[ ]', '[ ]'), /flood damage/i)).toBe('unknown');
  });

  it("a form's note under a filled field is not the field's value", () => {
    const text = ['Loan Approval Date: 14/11/2026', '(if no date is written here, this contract is not subject to finance)'].join('\n');
    expect(polarity(text, /loan approval date/i)).toBe('positive');
  });
});
