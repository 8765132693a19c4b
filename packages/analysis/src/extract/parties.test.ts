// Party blocks as forms set them out, in layouts written for these tests.
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../text/doc.ts';
import { extractPurchasers, extractVendors } from './parties.ts';

const doc = (text: string) => buildDoc([{ number: 1, text }]);

describe('party blocks', () => {
  it('names set one a line in the value column after the label', () => {
    const d = doc(['Vendor:            MARGUERITE ANNE TOLLAND', '                   FERGUS PATRICK TOLLAND', "Vendor's address:  4 Myrtle Row, Goolwa SA 5214"].join('\n'));
    expect(extractVendors(d).map((n) => n.toLowerCase())).toEqual(['marguerite anne tolland', 'fergus patrick tolland']);
  });

  it('names one a line under a label standing alone, to the blank line', () => {
    const d = doc(['VENDOR(S)', 'ISOBEL GRACE WHITTAKER', 'ROHAN DEV WHITTAKER', '', 'LAND', 'Lot 14 on Plan of Subdivision 700321X'].join('\n'));
    expect(extractVendors(d).map((n) => n.toLowerCase())).toEqual(['isobel grace whittaker', 'rohan dev whittaker']);
  });

  it('a block whose cells come one a line: the role, "NAME:", then the name', () => {
    const d = doc(['SELLER', 'NAME:', 'Annika Louise Strand', 'ABN:', 'ADDRESS:', '12 Jacaranda Street, Toowong QLD 4066', 'BUYER', 'NAME:', 'Lachlan Peter Voss'].join('\n'));
    expect(extractVendors(d)).toEqual(['Annika Louise Strand']);
    expect(extractPurchasers(d)).toEqual(['Lachlan Peter Voss']);
  });

  it("a label with no value before another field's label names no party", () => {
    const d = doc(['Purchaser:', "Purchaser's address", 'for service:', '', 'Vendor:   Wen Li Tan'].join('\n'));
    expect(extractPurchasers(d)).toEqual([]);
    expect(extractVendors(d)).toEqual(['Wen Li Tan']);
  });
});
